import type { Actor } from '@hotel/contracts';
import type postgres from 'postgres';
import type { Tx } from '../db/connect';

export type AuditAction = 'create' | 'update';

/**
 * Writes one staff change of a state-stored table to `audit_log`: who, what, and the values
 * before (SQL null when created) and after. Takes the change's transaction, so the trail and the
 * change commit or roll back together.
 */
export async function recordAudit(
  tx: Tx,
  actor: Actor,
  entity: string,
  entityId: string | number,
  action: AuditAction,
  before: postgres.JSONValue,
  after: postgres.JSONValue,
): Promise<void> {
  await tx`
    insert into audit_log (actor, entity, entity_id, action, before, after)
    values (${tx.json(actor)}, ${entity}, ${String(entityId)}, ${action}, ${before === null ? null : tx.json(before)}, ${tx.json(after)})`;
}
