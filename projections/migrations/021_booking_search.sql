-- Staff search every booking by number, guest name, passport, e-mail or phone: `search_text` holds
-- them folded into one key (contracts' bookingSearchKey, written by the bookings projector), and a
-- trigram index finds a substring of it without reading the table. pg_trgm is a trusted extension
-- (PostgreSQL 13 on): the database's owner may create it without being a superuser. The key is
-- spelled in ASCII because under the C locale pg_trgm takes no trigrams from other letters.
create extension if not exists pg_trgm;
alter table bookings add column search_text text not null default '';
create index bookings_search on bookings using gin (search_text gin_trgm_ops);
-- A book number and a room number are matched whole; each way of matching takes its newest stays
-- first, a part of the key held by many bookings by walking them newest first.
create index bookings_by_book_number on bookings (book_number);
create index bookings_by_room on bookings (room_id, checkin desc, id desc);
create index bookings_by_checkin on bookings (checkin desc, id desc);
-- The rows stored so far have no key: bookings is emptied, its checkpoint goes back to zero and
-- the projection runner fills it again from $all, as a rebuild would (as migration 020 did).
truncate bookings;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'bookings';
delete from projection_failures where projection = 'bookings';
