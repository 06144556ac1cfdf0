-- No query filters or sorts booking_history by its snapshots: statistics on them only cost
-- ANALYZE its time (sorting sampled jsonb values), a third of a rebuild's ANALYZE. A rebuild's
-- copies keep these targets (rebuild.ts).
alter table booking_history alter column before set statistics 0, alter column after set statistics 0;
