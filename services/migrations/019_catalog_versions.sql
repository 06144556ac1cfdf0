-- Versions of the state-stored catalog: each save of a room, a room type or the options raises
-- `version` and names who saved (`updated_by`, the actor as events name it). A staff screen sends
-- back the version it read; a record saved since refuses the save, naming who and when
-- (updated_by, updated_at), instead of one person's save silently undoing another's.
alter table rooms add column version integer not null default 1, add column updated_by jsonb;
alter table room_types add column version integer not null default 1, add column updated_by jsonb;
alter table system_options add column version integer not null default 1, add column updated_by jsonb;
