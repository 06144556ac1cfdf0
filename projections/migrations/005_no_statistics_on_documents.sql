-- No query filters or sorts by these jsonb documents (booking_history's snapshots, a booking's price
-- and guests): statistics on them only cost ANALYZE its time, sorting sampled documents (a third
-- of a rebuild's ANALYZE of booking_history). A rebuild's copies keep these targets (rebuild.ts).
alter table booking_history alter column before set statistics 0, alter column after set statistics 0;
alter table bookings alter column price set statistics 0, alter column guests set statistics 0;
