-- Each booking's version (contracts' bookingVersion): its room and the room stream's revision of
-- the last event that touched it. Staff screens send it back with a change, and a booking changed
-- since refuses it (services/src/rooms/room-commands.ts checks it against the room's stream).
-- `moving_version`: the version a move in progress gives the booking in its new room (the
-- target's StayMovedIn), taken up when the old room lets it go (StayMovedOut).
-- The rows stored so far cannot know their version, so the table is emptied, its checkpoint
-- goes back to zero and the projection runner fills it again from $all, as a rebuild would.
truncate bookings;
alter table bookings add column version text, add column moving_version text;
update projection_checkpoints set transaction_id = '0'::xid8, global_position = 0, updated_at = now() where name = 'bookings';
delete from projection_failures where projection = 'bookings';
