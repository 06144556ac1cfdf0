-- Guests' reviews. State-stored like the catalog and users, not event-sourced:
-- a review touches no room's calendar and no money, so it needs no stream and no projection;
-- staff decisions go to audit_log in the decision's transaction (services/src/reviews).
create table reviews (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  author text not null,
  rating smallint not null check (rating between 0 and 5),
  text text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null,
  -- The latest decision: when and by whom (the staff actor, as audit_log keeps it); every
  -- decision, earlier ones too, stays in audit_log.
  decided_at timestamptz,
  decided_by jsonb
);
-- The home page's list (approved, newest first) and the staff screen's (one status, newest first).
create index reviews_by_status on reviews (status, created_at desc, id desc);
-- A guest's recent reviews, counted against the posting limit.
create index reviews_by_user on reviews (user_id, created_at);
