-- Bookings taken by staff. A phone or walk-in guest may have no account: the
-- booking then has no user, its e-mail is the contact staff typed and `booked_by` names the staff
-- member. Every booking before this was online.
alter table bookings alter column user_id drop not null;
alter table bookings add column channel text not null default 'online' check (channel in ('online', 'phone', 'walk_in'));
alter table bookings add column booked_by text;
-- How a paid booking was paid: null through the bank, else the reception's cash or card terminal.
alter table bookings add column payment_method text check (payment_method in ('cash', 'card_terminal'));
-- A ledger line's way in: null through the bank, else the reception's.
alter table ledger add column method text check (method in ('cash', 'card_terminal'));
