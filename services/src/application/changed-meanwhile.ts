import { hotelDate, hotelTime, type Actor } from '@hotel/contracts';
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

/** The 412 naming who changed the record and when, on the hotel's clock (dd.MM.yyyy HH:mm). */
export function staleRefusal(
  deps: Pick<AppDeps, 'hotelTimeZone'>,
  actor: Actor,
  at: Date,
): AppError {
  const when = `${hotelDate(at, deps.hotelTimeZone).split('-').reverse().join('.')} ${hotelTime(at, deps.hotelTimeZone)}`;
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
