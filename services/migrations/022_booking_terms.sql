-- The booking terms the terms of stay state, as options staff change in
-- Settings, so the terms page and the rules applied read the same figures: online booking closes
-- this many days before arrival; this share (%) of the stay's room price is paid online, the rest
-- at arrival; this share (%) of the room part paid online goes back when a guest cancels before
-- arrival (the booking fee is always kept). The defaults are the terms' own: 10 days, 50%, none.
alter table system_options
  add column booking_closes_days integer not null default 10 check (booking_closes_days between 0 and 365),
  add column online_share_percent integer not null default 50 check (online_share_percent between 1 and 100),
  add column guest_refund_percent integer not null default 0 check (guest_refund_percent between 0 and 100);
