-- Calendar feeds: the secret of each room's and room type's iCalendar address.
-- A row is made the first time staff look at the feeds; rotating replaces the secret, and the old
-- address answers 404 from then on.
create table calendar_feeds (
  scope text not null check (scope in ('room', 'room_type')),
  target_id integer not null,
  token text not null unique,
  rotated_at timestamptz not null,
  primary key (scope, target_id)
);
