-- Reception's check-in and check-out of a booking. `booked_checkout`: the
-- checkout the guest had booked when they left early (`checkout` is then the day they left);
-- `departure_refund_tenge`: what staff decided to give back for the nights not stayed.
alter table bookings add column checked_in_at timestamptz;
alter table bookings add column checked_out_at timestamptz;
alter table bookings add column booked_checkout date;
alter table bookings add column departure_refund_tenge bigint not null default 0;

-- The calendar offers check-out, or nothing more, by whether the guests have left.
alter table calendar_entries add column checked_out_at timestamptz;
