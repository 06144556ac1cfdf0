-- An account's unpaid bookings, counted twice for every booking it places (the limit before, and
-- again once the booking is in: booking/pending-holds.ts). With only (user_id, checkin) and
-- (state, checkin) the planner ANDed both bitmaps, and the state side walks every pending booking
-- of the hotel: the count grew with the hotel's pending bookings, not the account's.
-- This index holds exactly the rows counted.
create index bookings_pending_by_user on bookings (user_id) where state = 'pending';
