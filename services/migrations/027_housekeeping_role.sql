-- Role 5: housekeeping staff, who see the rooms' cleaning states and mark them (and nothing else).
alter table users drop constraint users_role_id_check;
alter table users add constraint users_role_id_check check (role_id in (1, 2, 3, 4, 5));
