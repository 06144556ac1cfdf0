-- A guest now has a citizenship (contracts' guestRecord): each guest in `bookings.guests` carries
-- it. Every guest stored so far gave a Turkmen passport, the only one the forms took, so each is
-- marked TM here rather than the table being refilled from $all.
update bookings set guests = (
  select coalesce(jsonb_agg(guest || '{"citizenship": "TM"}'::jsonb order by n), '[]'::jsonb)
  from jsonb_array_elements(guests) with ordinality as g(guest, n)
) where jsonb_typeof(guests) = 'array';
-- The police registration list (GET /api/reports/police) reads only the bookings with a foreign
-- guest, a few among many: a partial index of them by their nights. None so far has one.
alter table bookings add column foreign_guests boolean not null default false;
create index bookings_with_foreign_guests on bookings (checkin, checkout) where foreign_guests;
