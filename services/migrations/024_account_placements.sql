-- One booking placed at a time per account (services/src/booking/account-placement.ts): the row is
-- the lease of the request placing it; another request of the account waits until it is gone or
-- has run out (a request that died leaves it until lease_until).
create table account_placements (
  user_id integer primary key,
  lease_token uuid not null,
  lease_until timestamptz not null
);
