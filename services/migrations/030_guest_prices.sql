-- Prices by guest (docs/rates.md "Prices by guest"). A room type's price covers `base_occupancy`
-- adults (null: every guest its capacity takes, as before); each adult beyond pays
-- `extra_adult_price_tenge` a night and each paying child `child_price_tenge`. The hotel's age
-- bands and the terms' price of a foreign child (0: the type's child price) are options. Every
-- price defaults to 0, so no stay is priced differently until the hotel sets one.
alter table room_types
  add column base_occupancy int check (base_occupancy between 1 and 20),
  add column extra_adult_price_tenge bigint not null default 0
    check (extra_adult_price_tenge between 0 and 10000000),
  add column child_price_tenge bigint not null default 0
    check (child_price_tenge between 0 and 10000000);

alter table system_options
  add column child_free_under_age int not null default 3 check (child_free_under_age between 0 and 17),
  add column adult_from_age int not null default 12 check (adult_from_age between 1 and 18),
  add column foreign_child_price_tenge bigint not null default 0
    check (foreign_child_price_tenge between 0 and 10000000),
  add constraint adults_older_than_free_children check (adult_from_age > child_free_under_age);
