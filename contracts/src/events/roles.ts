/* The roles of users and what each staff role may do (zod-free: @hotel/contracts/plain). */

export const ROLE_CLIENT = 1;
/** The manager: everything, staff accounts included. The specification's admin (role 2). */
export const ROLE_MANAGER = 2;
/** The specification's name for role 2, which its own client checks. */
export const ROLE_ADMIN = ROLE_MANAGER;
export const ROLE_RECEPTION = 3;
export const ROLE_ACCOUNTANT = 4;
/** Housekeeping staff: they see the rooms' cleaning states and mark them, nothing else. */
export const ROLE_HOUSEKEEPING = 5;

export const STAFF_ROLES = ['manager', 'reception', 'accountant', 'housekeeping'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff role's id in `users.role_id` (and in every event's actor). */
export const STAFF_ROLE_IDS: Readonly<Record<StaffRole, number>> = {
  manager: ROLE_MANAGER,
  reception: ROLE_RECEPTION,
  accountant: ROLE_ACCOUNTANT,
  housekeeping: ROLE_HOUSEKEEPING,
};

/** The staff role of a role id, or null for a guest (or an unknown id). */
export function staffRoleOf(roleId: number): StaffRole | null {
  return STAFF_ROLES.find((role) => STAFF_ROLE_IDS[role] === roleId) ?? null;
}

/**
 * What a staff operation needs, each granted to a fixed set of roles: the one table the REST
 * guard, the tRPC procedures, the OpenAPI document, the sweeps and the staff menu all read.
 * - `anyStaff`: every staff role — the staff area's guard (what the area shows is each screen's).
 * - `staff`: the staff who read bookings — the read-only views of bookings, calendar, rooms and catalog.
 * - `desk`: the front desk — bookings, calendar, check-in/out, moves, payments at the desk.
 * - `accounts`: the accounts office — ledger, reconciliation, folios, refunds, the audit trail.
 * - `manager`: the catalog, the options, guests' accounts, staff accounts, reviews.
 * - `housekeeping`: the rooms' cleaning states. Housekeeping staff reach nothing else: not `staff`,
 *   which shows bookings and guests' passports.
 */
export const STAFF_ACCESS = {
  anyStaff: STAFF_ROLES,
  staff: ['manager', 'reception', 'accountant'],
  desk: ['manager', 'reception'],
  accounts: ['manager', 'accountant'],
  manager: ['manager'],
  housekeeping: ['manager', 'reception', 'housekeeping'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffAccess = keyof typeof STAFF_ACCESS;

/** Whether a user of this role id may use an operation needing this access. */
export function mayAccess(roleId: number, access: StaffAccess): boolean {
  const role = staffRoleOf(roleId);
  return role !== null && (STAFF_ACCESS[access] as readonly StaffRole[]).includes(role);
}
