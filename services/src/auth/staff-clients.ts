import type { z } from 'zod';
import type { clientEmailInput } from '@hotel/contracts';
import { hotelInstant, ROLE_CLIENT, ROLE_IDS, type ClientView } from '@hotel/contracts';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { recordAudit } from '../catalog/audit';
import type { Sql, Tx } from '../db/connect';
import { unlessTaken } from '../db/unique-violation';

/**
 * Registered users for the Clients screen. `payment_status` comes from the bookings read model:
 * 'pending' while any of the user's bookings awaits payment (the row is highlighted), else
 * 'online' when one is paid, else null.
 */
export async function listClients(deps: AppDeps): Promise<ClientView[]> {
  return readClients(deps, deps.sql, null);
}

/**
 * Staff change a user's e-mail (the login name), normalised as registration normalises it. The
 * address stays unique (409 naming it): the check answers the common case, the unique index on
 * lower(email) the race of two saves at once. The change and its audit row share one transaction.
 */
export async function saveClientEmail(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof clientEmailInput>,
): Promise<Outcome<ClientView>> {
  const taken = () => new AppError('conflict', 'client.emailTaken', { email: input.email });
  return unlessTaken(taken, () =>
    deps.sql.begin(async (tx): Promise<Outcome<ClientView>> => {
      const [before] = await tx<
        { email: string }[]
      >`select email from users where id = ${input.id} for update`;
      if (!before) throw new AppError('not_found', 'client.notFound');
      const [duplicate] =
        await tx`select 1 from users where lower(email) = ${input.email} and id <> ${input.id}`;
      if (duplicate) throw taken();
      await tx`update users set email = ${input.email} where id = ${input.id}`;
      // Only the address changes: the trail keeps it alone, not the listing's derived columns.
      await recordAudit(
        tx,
        { actor: context.actor, at: deps.now() },
        'client',
        input.id,
        'update',
        { email: before.email },
        { email: input.email },
      );
      const [client] = await readClients(deps, tx, input.id);
      if (!client) throw new Error('the changed user was not read back');
      return {
        message: { key: 'client.emailSaved', params: { email: input.email } },
        data: client,
      };
    }),
  );
}

const isRoleId = (id: number): id is ClientView['role_id'] =>
  (ROLE_IDS as readonly number[]).includes(id);

/** Every user, or the one with this id, as the Clients screen lists them. */
async function readClients(deps: AppDeps, sql: Sql | Tx, id: number | null): Promise<ClientView[]> {
  const rows = await sql<
    {
      id: number;
      email: string;
      role_id: number;
      created_at: Date;
      last_login: Date | null;
      payment_status: string | null;
    }[]
  >`
    select u.id, u.email, u.role_id, u.created_at, u.last_login,
           case when exists (select 1 from bookings b where b.user_id = u.id and b.state = 'pending') then 'pending'
                when exists (select 1 from bookings b where b.user_id = u.id and b.state = 'online') then 'online'
           end as payment_status
    from users u where ${id === null} or u.id = ${id} order by u.id`;
  const instant = (at: Date) => hotelInstant(at, deps.hotelTimeZone);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role_id: isRoleId(row.role_id) ? row.role_id : ROLE_CLIENT,
    created_at: instant(row.created_at),
    last_login: row.last_login ? instant(row.last_login) : null,
    payment_status:
      row.payment_status === 'pending' || row.payment_status === 'online'
        ? row.payment_status
        : null,
  }));
}
