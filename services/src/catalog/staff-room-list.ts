import type { Sql } from '../db/connect';

/**
 * The rooms of a staff list: each room `r` with its block `b`, its type `t` and its cleaning row
 * `h` (none: never marked), a block's rooms together and their numbers in numeric order ('9'
 * before '10'), so the availability calendar's rows and the housekeeping list show them alike.
 */
export const staffRoomList = (sql: Sql) => sql`
  from rooms r join blocks b on b.id = r.block_id join room_types t on t.id = r.room_types_id
  left join room_housekeeping h on h.room_id = r.id
  order by b.name, b.id, length(r.room_number), r.room_number`;
