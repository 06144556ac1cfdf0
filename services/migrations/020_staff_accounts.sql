-- One account per staff member: role 2 is the manager (the specification's admin), 3 reception,
-- 4 the accountant. A disabled account logs in no more and its sessions end at once (the session
-- lookup reads disabled_at on every request).
alter table users drop constraint users_role_id_check;
alter table users add constraint users_role_id_check check (role_id in (1, 2, 3, 4));
alter table users add column disabled_at timestamptz;
