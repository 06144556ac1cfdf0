-- The room types' rate seasons (RateSeasonSet, RateSeasonRemoved on the `rate-seasons` stream;
-- docs/rates.md): the nights [from_date, to_date) at price_tenge, Friday and Saturday nights at
-- weekend_price_tenge when not null, the stay rules, and the priority (higher wins where seasons
-- overlap; at equal priority the higher id, the later-created). A removed season's row goes.
-- `set_by`: the manager (the event's actor), `set_at`: when.
create table rate_seasons (
  id bigint primary key,
  room_type_id integer not null,
  from_date date not null,
  to_date date not null,
  price_tenge bigint not null,
  weekend_price_tenge bigint,
  min_stay integer,
  max_stay integer,
  closed_to_arrival boolean not null,
  closed_to_departure boolean not null,
  priority integer not null,
  set_at timestamptz not null,
  set_by jsonb not null
);
-- A quote reads the seasons of one room type that reach past a date.
create index rate_seasons_by_type on rate_seasons (room_type_id, to_date);
