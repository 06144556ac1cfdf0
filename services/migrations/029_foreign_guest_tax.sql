-- The foreigners' nightly tax of the terms of stay, in teňňe per foreign guest (citizenship not
-- TM) per night, as an option the manager sets in Settings; the hotel states it in TMT, having
-- converted the terms' dollars itself. 0 is off, the default: no booking placed before it is taxed.
alter table system_options
  add column foreign_guest_tax_tenge bigint not null default 0
    check (foreign_guest_tax_tenge between 0 and 1000000);
