-- The accountants' balances due read only the folios that do not settle at 0: few beside the
-- bookings of every year, so a partial index keeps the report from reading them all.
create index ledger_bookings_unsettled on ledger_bookings (booking_id) where balance_tenge <> 0;
