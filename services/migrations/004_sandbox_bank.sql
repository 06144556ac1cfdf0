-- The sandbox bank's own orders (PAYMENTS.md, "The sandbox bank"). Kept apart from the hotel's
-- tables and events: it stands in for a bank's database, so nothing of ours reads it, and a
-- restart of the process loses no order. Amounts are minor units (teňňe); `status` is the
-- gateway's orderStatus as stored (0 registered, 2 deposited, 3 reversed, 4 refunded,
-- 6 declined). An unpaid order past `expires_at` is reported as 6 without being rewritten, so
-- the answer depends only on the clock the sandbox is given.
create table sandbox_bank_orders (
  order_id text primary key,
  order_number text not null unique,
  amount bigint not null check (amount > 0),
  currency text not null,
  description text not null,
  language text not null check (language in ('ru', 'en', 'tm')),
  return_url text not null,
  fail_url text,
  status smallint not null default 0 check (status in (0, 2, 3, 4, 6)),
  action_code integer not null default -100,
  deposited_amount bigint not null default 0,
  refunded_amount bigint not null default 0 check (refunded_amount <= deposited_amount),
  masked_pan text,
  cardholder text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  updated_at timestamptz not null
);
