import type { Actor } from '@hotel/contracts';
import type postgres from 'postgres';
import type { Tx } from '../db/connect';

/** What a staff change did: created or changed a record, or added or removed one of a room type's images. */
export type AuditAction = 'create' | 'update' | 'add_image' | 'remove_image';

/** Who changed something, and when on the application's clock (the time events carry too). */
export interface AuditSource {
  actor: Actor;
  at: Date;
}

/**
 * Writes one staff change of a state-stored table to `audit_log`: who, when, what, and the values
 * before (SQL null when created) and after. Takes the change's transaction, so the trail and the
 * change commit or roll back together. The time is the application's, as in every event's
 * metadata, so that the staff timeline orders audit rows and events on one clock.
 */
export async function recordAudit(
  tx: Tx,
  source: AuditSource,
  entity: string,
  entityId: string | number,
  action: AuditAction,
  before: postgres.JSONValue,
  after: postgres.JSONValue,
): Promise<void> {
  await tx`
    insert into audit_log (at, actor, entity, entity_id, action, before, after)
    values (${source.at}, ${tx.json(source.actor)}, ${entity}, ${String(entityId)}, ${action},
      ${before === null ? null : tx.json(before)}, ${tx.json(after)})`;
}

/** A record's view as the audit trail keeps it: its version is not a change anyone made. */
export function withoutVersion<T extends { version: number }>(view: T): Omit<T, 'version'> {
  const { version, ...rest } = view;
  void version;
  return rest;
}
