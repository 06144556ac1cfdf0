-- A guest's profile and the booking dialogs' recognition find every booking a passport appears in
-- (as lead guest or companion) by `guests @> '[{"passport_serial": …, "passport_number": …}]'`:
-- jsonb_path_ops indexes exactly such containment, so neither reads the whole table.
create index bookings_by_guest_passport on bookings using gin (guests jsonb_path_ops);
