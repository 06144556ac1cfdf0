-- The phone number a staff booking was taken with (null: online, or taken before it was asked).
alter table bookings add column phone text;

-- The calendar offers check-in or check-out by whether the guests checked in: the reception
-- flag (`reception_status`) is the spec's own mark and no longer says so.
alter table calendar_entries add column checked_in_at timestamptz;
