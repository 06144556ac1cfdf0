-- Server-side sessions: the cookie (or bearer) carries a random token; only its SHA-256 is kept,
-- so a leaked table opens no session. Revoking is setting revoked_at.
create table sessions (
  token_hash text primary key,
  user_id integer not null references users (id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
create index sessions_by_user on sessions (user_id);

-- Fixed-window counters for login and registration limits, shared by every API process.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
