-- Book numbers come from one counter: it never goes back, even if staff set last_book_number lower,
-- so numbers never repeat; system_options.last_book_number shows the last one given.
create table book_number_counter (
  id boolean primary key default true check (id),
  value integer not null
);
insert into book_number_counter (value) select last_book_number from system_options;
