-- Promotion codes (PromoCodeCreated, PromoCodeDisabled on the `promo-codes` stream; docs/rates.md
-- "Promotion codes"): percent or amount_tenge off a stay's room charge (one is null) for stays
-- arriving from arrival_from to arrival_to (both included), at most max_uses times (null: no limit).
-- A disabled code stays listed with its uses. `created_by`: the manager (the event's actor).
create table promo_codes (
  id bigint primary key,
  code text not null unique,
  percent integer,
  amount_tenge bigint,
  arrival_from date not null,
  arrival_to date not null,
  max_uses integer,
  disabled boolean not null default false,
  created_at timestamptz not null,
  created_by jsonb not null
);

-- Each booking that took a use of a code (PromoCodeUsed on `promo-code-<id>`), with its discount;
-- a use given back because its booking was never placed (PromoCodeUseReleased) is deleted. A use
-- of a booking given up unpaid is kept here and left out of the counts by the bookings' state.
create table promo_code_uses (
  promo_code_id bigint not null,
  booking_id bigint not null,
  discount_tenge bigint not null,
  used_at timestamptz not null,
  primary key (promo_code_id, booking_id)
);
