import type { z } from 'zod';
import type { idParams, newStaffAccountInput, staffAccountChange } from '@hotel/contracts';
import {
  hotelInstant,
  ROLE_MANAGER,
  STAFF_ROLE_IDS,
  staffRoleOf,
  type Language,
  type StaffAccountView,
} from '@hotel/contracts';
import type { AppDeps, RequestContext } from '../application/deps';
import { AppError } from '../application/errors';
import type { Outcome } from '../application/outcome';
import { recordAudit } from '../catalog/audit';
import type { Sql, Tx } from '../db/connect';
import { mailNewLink } from './account-mails';
import { refusePasswordPolicy } from './password-policy';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const STAFF_ROLE_ID_LIST = Object.values(STAFF_ROLE_IDS);

interface Row {
  id: number;
  email: string;
  role_id: number;
  disabled_at: Date | null;
  created_at: Date;
  last_login: Date | null;
}

/** Every staff account (manager, reception, accountant), by e-mail. */
export async function listStaffAccounts(deps: AppDeps): Promise<StaffAccountView[]> {
  return readStaff(deps, deps.sql, null);
}

/**
 * The manager opens an account for a staff member: their own e-mail, a role, and the first
 * password (held to the guests' policy). Guests and staff share one table of logins, so an
 * e-mail a guest registered is taken (409). The account and its audit row share one transaction.
 */
export async function createStaffAccount(
  deps: AppDeps,
  context: RequestContext,
  input: z.output<typeof newStaffAccountInput>,
): Promise<Outcome<StaffAccountView>> {
  refusePasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.sql.begin(async (tx) => {
    const [created] = await tx<{ id: number }[]>`
      insert into users (email, password_hash, role_id, created_at)
      values (${input.email}, ${passwordHash}, ${STAFF_ROLE_IDS[input.role]}, ${now})
      on conflict do nothing returning id`;
    if (!created) throw new AppError('conflict', 'staff.emailTaken', { email: input.email });
    await recordAudit(tx, { actor: context.actor, at: now }, 'staff', created.id, 'create', null, {
      email: input.email,
      role: input.role,
      disabled: false,
    });
    return {
      message: { key: 'staff.created', params: { email: input.email } },
      data: await readOne(deps, tx, created.id),
    };
  });
}

/**
 * The manager changes a staff member's role, or disables the account (its sessions end at once:
 * they are revoked, and every request reads the account's state) or enables it again. A change
 * that would leave no enabled manager is refused, so the hotel never locks itself out, and so is
 * a manager's change of their own role or access.
 */
export async function changeStaffAccount(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  change: z.output<typeof staffAccountChange>,
): Promise<Outcome<StaffAccountView>> {
  const input = { ...change, id };
  const now = deps.now();
  return deps.sql.begin(async (tx) => {
    // Every manager row locked: two managers demoting each other at once cannot both pass the check.
    await tx`select id from users where role_id = ${ROLE_MANAGER} for update`;
    const [before] = await tx<Row[]>`
      select id, email, role_id, disabled_at, created_at, last_login from users
      where id = ${input.id} and role_id in ${tx(STAFF_ROLE_ID_LIST)} for update`;
    const role = before ? staffRoleOf(before.role_id) : null;
    if (!before || !role) throw new AppError('not_found', 'staff.notFound');
    const after = {
      role: input.role ?? role,
      disabled: input.disabled ?? before.disabled_at !== null,
    };
    // Another manager must do it: nobody locks themselves out by a slip of the mouse.
    const self = typeof context.actor === 'object' && context.actor.userId === before.id;
    if (self && (after.disabled || after.role !== role))
      throw new AppError('conflict', 'staff.notSelf');
    const wasDisabled = before.disabled_at !== null;
    if (after.role !== 'manager' || after.disabled) await refuseLastManager(tx, before.id);
    await tx`
      update users set role_id = ${STAFF_ROLE_IDS[after.role]},
        disabled_at = ${after.disabled ? (before.disabled_at ?? now) : null}
      where id = ${before.id}`;
    if (after.disabled && !wasDisabled) await revokeUserSessions(tx, before.id, now);
    const changedBefore = {
      ...(after.role === role ? {} : { role }),
      ...(after.disabled === wasDisabled ? {} : { disabled: wasDisabled }),
    };
    const changedAfter = {
      ...(after.role === role ? {} : { role: after.role }),
      ...(after.disabled === wasDisabled ? {} : { disabled: after.disabled }),
    };
    if (Object.keys(changedAfter).length > 0) {
      await recordAudit(
        tx,
        { actor: context.actor, at: now },
        'staff',
        before.id,
        'update',
        changedBefore,
        changedAfter,
      );
    }
    const key =
      Object.keys(changedAfter).length === 0
        ? 'staff.unchanged'
        : after.disabled
          ? 'staff.disabled'
          : 'staff.saved';
    return {
      message: { key, params: { email: before.email } },
      data: await readOne(deps, tx, before.id),
    };
  });
}

/**
 * The manager sends a staff member the link to set a new password (a forgotten one, a first login
 * without telling the password aloud), in the manager's language; the audit says who sent it.
 */
export async function sendStaffPasswordLink(
  deps: AppDeps,
  context: RequestContext,
  { id }: z.output<typeof idParams>,
  language: Language,
): Promise<Outcome> {
  const now = deps.now();
  return deps.sql.begin(async (tx) => {
    const [staff] = await tx<{ id: number; email: string }[]>`
      select id, email from users where id = ${id} and role_id in ${tx(STAFF_ROLE_ID_LIST)} and disabled_at is null`;
    if (!staff) throw new AppError('not_found', 'staff.notFound');
    await mailNewLink(deps, tx, staff, 'reset', language);
    await recordAudit(tx, { actor: context.actor, at: now }, 'staff', staff.id, 'update', null, {
      passwordLink: 'sent',
    });
    return { message: { key: 'auth.resetLinkSentByManager', params: { email: staff.email } } };
  });
}

/** Refuses a change that takes this account out of the enabled managers when it is the last one. */
async function refuseLastManager(tx: Tx, id: number): Promise<void> {
  const [other] =
    await tx`select 1 from users where role_id = ${ROLE_MANAGER} and disabled_at is null and id <> ${id}`;
  const [self] =
    await tx`select 1 from users where id = ${id} and role_id = ${ROLE_MANAGER} and disabled_at is null`;
  if (self && !other) throw new AppError('conflict', 'staff.lastManager');
}

async function readOne(deps: AppDeps, tx: Tx, id: number): Promise<StaffAccountView> {
  const [account] = await readStaff(deps, tx, id);
  if (!account) throw new Error('the staff account was not read back');
  return account;
}

async function readStaff(
  deps: AppDeps,
  sql: Sql | Tx,
  id: number | null,
): Promise<StaffAccountView[]> {
  const rows = await sql<Row[]>`
    select id, email, role_id, disabled_at, created_at, last_login from users
    where role_id in ${sql(STAFF_ROLE_ID_LIST)} and (${id === null} or id = ${id})
    order by lower(email)`;
  const instant = (at: Date) => hotelInstant(at, deps.hotelTimeZone);
  return rows.flatMap((row) => {
    const role = staffRoleOf(row.role_id);
    if (!role) return [];
    return [
      {
        id: row.id,
        email: row.email,
        role,
        disabled: row.disabled_at !== null,
        created_at: instant(row.created_at),
        last_login: row.last_login ? instant(row.last_login) : null,
      },
    ];
  });
}
