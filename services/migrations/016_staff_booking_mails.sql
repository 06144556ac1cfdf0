-- Bookings taken by staff left to pay online: the guest is not on the website
-- to be sent to the bank, so the outbox mails them the bank's page with the deadline to pay by.
alter table mail_bookings add column channel text not null default 'online' check (channel in ('online', 'phone', 'walk_in'));
alter table mail_bookings add column payment_deadline timestamptz;
