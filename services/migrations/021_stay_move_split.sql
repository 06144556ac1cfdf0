-- A checked-in guest's move takes the stay from `split_on` on (the nights before stay in the old
-- room); `override_reason`: why staff moved it to a room the desk's rules refuse. Kept on the row
-- so a move resumed after a crash carries them into its events as the request did.
alter table stay_moves add column split_on date;
alter table stay_moves add column override_reason text;
