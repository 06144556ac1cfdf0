-- Every create and disable of a promotion code, for the staff audit trail (promo_codes holds a code
-- as it is now): one row per PromoCodeCreated or PromoCodeDisabled, written by the promo_codes
-- projector in the same transaction. `action`: `create` or `disable`; `before` and `after`: the
-- code's values (its code, percent or amount_tenge, arrival dates, max_uses) for a create, whether
-- it was disabled for a disable (null where there was nothing before).
create table promo_code_changes (
  global_position bigint primary key,
  at timestamptz not null,
  actor jsonb not null,
  promo_code_id bigint not null,
  code text not null,
  action text not null check (action in ('create', 'disable')),
  before jsonb,
  after jsonb
);
-- The timeline reads them newest first, by hotel days.
create index promo_code_changes_by_time on promo_code_changes (at);
