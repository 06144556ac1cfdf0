-- No query filters or sorts by these jsonb documents (booking_history's snapshots and actor, a
-- booking's price and guests; the audit trail's actor->>'role' is an expression, which column
-- statistics do not serve): statistics on them only cost ANALYZE its time, sorting sampled
-- documents (two thirds of a rebuild's ANALYZE of booking_history). A rebuild's copies keep these
-- targets (rebuild.ts).
alter table booking_history
  alter column before set statistics 0, alter column after set statistics 0, alter column actor set statistics 0;
alter table bookings alter column price set statistics 0, alter column guests set statistics 0;
