import { hotelInstant, type ClientView } from '@hotel/contracts';
import type { AppDeps } from '../application/deps';

/**
 * Registered users for the Clients screen. `payment_status` comes from the bookings read model:
 * 'pending' while any of the user's bookings awaits payment (the row is highlighted), else
 * 'online' when one is paid, else null.
 */
export async function listClients(deps: AppDeps): Promise<ClientView[]> {
  const rows = await deps.sql<
    { id: number; email: string; role_id: number; created_at: Date; last_login: Date | null; payment_status: string | null }[]
  >`
    select u.id, u.email, u.role_id, u.created_at, u.last_login,
           case when exists (select 1 from bookings b where b.user_id = u.id and b.state = 'pending') then 'pending'
                when exists (select 1 from bookings b where b.user_id = u.id and b.state = 'online') then 'online'
           end as payment_status
    from users u order by u.id`;
  const instant = (at: Date) => hotelInstant(at, deps.hotelTimeZone);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role_id: row.role_id === 2 ? 2 : 1,
    created_at: instant(row.created_at),
    last_login: row.last_login ? instant(row.last_login) : null,
    payment_status: row.payment_status === 'pending' || row.payment_status === 'online' ? row.payment_status : null,
  }));
}
