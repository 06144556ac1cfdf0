-- Staff screens stay live over GET /api/staff/events (services/src/http/rest/staff-events.ts):
-- besides the catalog, the reviews, the options and the read models, which announce themselves
-- already, they show the clients, the guests' mails and the audit timeline, so a change of
-- `users`, `mail_outbox` or `audit_log` is announced the same way (migration 011's function).
create or replace trigger users_changed
  after insert or update or delete or truncate on users
  for each statement execute function notify_table_changed();

create or replace trigger mail_outbox_changed
  after insert or update or delete or truncate on mail_outbox
  for each statement execute function notify_table_changed();

create or replace trigger audit_log_changed
  after insert or update or delete or truncate on audit_log
  for each statement execute function notify_table_changed();
