-- No hoarding (services/src/booking/hold-limits.ts): besides the unpaid holds of one account,
-- limits on the unpaid holds placed from one address (however many accounts it opens), on the holds
-- of one stay from one address, and a wait after a hold ran out unpaid that doubles each time.
-- 0 turns a limit off (a hotel whose guests all arrive through one address it cannot see past).
alter table system_options
  add column max_pending_per_address integer not null default 4 check (max_pending_per_address between 0 and 1000),
  add column max_same_stay_per_address integer not null default 2 check (max_same_stay_per_address between 0 and 100),
  add column expired_hold_wait_minutes integer not null default 10 check (expired_hold_wait_minutes between 0 and 1440);

-- Each booking of the site with the address it came from (an IPv6 address by its /64), written
-- before the booking is placed, so placements under way count too.
create table booking_addresses (
  booking_id bigint primary key,
  address text not null,
  checkin date not null,
  checkout date not null,
  placed_at timestamptz not null
);
create index booking_addresses_by_address on booking_addresses (address, placed_at desc);
