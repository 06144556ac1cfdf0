import { actor, hotelDate, hotelTime, type Actor } from '@hotel/contracts';
import type { AppDeps } from './deps';
import { AppError } from './errors';

/**
 * A change sent with the version its screen read was refused: someone (`actor`) changed the
 * record at `at` since. Thrown where the version is checked; `staleRefusal` says it to staff.
 */
export class ChangedMeanwhile extends Error {
  override name = 'ChangedMeanwhile';
  readonly actor: Actor;
  readonly at: Date;
  constructor(actor: Actor, at: Date) {
    super('the record changed since it was read');
    this.actor = actor;
    this.at = at;
  }
}

/** An instant as a refusal tells staff when a change happened: the hotel's clock, dd.MM.yyyy HH:mm. */
export const refusalTime = (deps: Pick<AppDeps, 'hotelTimeZone'>, at: Date): string =>
  `${hotelDate(at, deps.hotelTimeZone).split('-').reverse().join('.')} ${hotelTime(at, deps.hotelTimeZone)}`;

/** The 412 naming who changed the record and when, on the hotel's clock (dd.MM.yyyy HH:mm). */
export function staleRefusal(
  deps: Pick<AppDeps, 'hotelTimeZone'>,
  actor: Actor,
  at: Date,
): AppError {
  const when = refusalTime(deps, at);
  return typeof actor === 'object'
    ? new AppError('stale', 'record.changedBy', { who: actor.email, when })
    : new AppError('stale', 'record.changedBySystem', { when });
}

/** Runs a command that checks a version, saying a refusal in staff's words. */
export async function refusingStale<T>(
  deps: Pick<AppDeps, 'hotelTimeZone'>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChangedMeanwhile) throw staleRefusal(deps, error.actor, error.at);
    throw error;
  }
}

/** A state-stored record as it was saved last: its version, who saved it (an actor), and when. */
export interface SavedRecord {
  version: number;
  updated_by: unknown;
  updated_at: Date;
}

/**
 * Refuses a save sent with `sent`, the version its form read, when the record was saved since,
 * naming who saved it and when; absent: no check.
 */
export function requireRecordVersion(
  deps: Pick<AppDeps, 'hotelTimeZone'>,
  record: SavedRecord,
  sent: number | undefined,
): void {
  if (sent === undefined || sent === record.version) return;
  const saver = actor.safeParse(record.updated_by);
  throw staleRefusal(deps, saver.success ? saver.data : 'system', record.updated_at);
}
