import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CalendarDate } from '@hotel/contracts';
import { Background, sleep } from '../application/batch-loop';
import { eventMetadata, type AppDeps, type RequestContext } from '../application/deps';
import { runSteps, type MoveResult, type MoveRow } from './stay-move-steps';

/*
 * A move's row in `stay_moves`: recorded before its first step, locked by whoever runs the steps,
 * and left `running` by a crash between them, for the resumer to finish.
 */

/** The columns of a `MoveRow` (a date as text, as the events carry it). */
const MOVE_COLUMNS =
  'id, move_id, booking_id, from_room_id, to_room_id, swap_booking_id, split_on::text, override_reason, state, outcome, metadata';

/**
 * Runs move `id` to its end under its row's lock, or returns null when another process is running
 * it (`wait: false`). A move already ended answers what it ended with.
 */
async function runMove(deps: AppDeps, id: string, wait: boolean): Promise<MoveResult | null> {
  return deps.sql.begin(async (tx) => {
    const columns = tx.unsafe(MOVE_COLUMNS);
    const [row] = wait
      ? await tx<MoveRow[]>`select ${columns} from stay_moves where id = ${id} for update`
      : await tx<
          MoveRow[]
        >`select ${columns} from stay_moves where id = ${id} and state = 'running' for update skip locked`;
    if (!row) return null;
    if (row.state !== 'running')
      return row.state === 'done'
        ? { state: 'done' }
        : { state: 'undone', reason: row.outcome ?? 'move.stayChanged' };
    const result = await runSteps(deps, row);
    await tx`
      update stay_moves set state = ${result.state}, outcome = ${result.state === 'undone' ? result.reason : null}, updated_at = now()
      where id = ${id}`;
    return result;
  });
}

/** Records a move, then runs it: its row outlives a crash of this process between the steps. */
export async function startMove(
  deps: AppDeps,
  context: RequestContext,
  move: {
    bookingId: number;
    from: number;
    to: number;
    swapBookingId: number | null;
    splitOn?: CalendarDate | undefined;
    overrideReason?: string | undefined;
  },
): Promise<MoveResult> {
  const metadata = eventMetadata(deps, context);
  const [row] = await deps.sql<{ id: string }[]>`
    insert into stay_moves (move_id, booking_id, from_room_id, to_room_id, swap_booking_id, metadata, split_on, override_reason)
    values (${`move-${randomUUID()}`}, ${move.bookingId}, ${move.from}, ${move.to}, ${move.swapBookingId}, ${deps.sql.json(metadata)},
      ${move.splitOn ?? null}, ${move.overrideReason ?? null})
    returning id::text`;
  if (!row) throw new Error('stay_moves: no row inserted');
  const result = await runMove(deps, row.id, true);
  if (!result) throw new Error(`stay_moves: move ${row.id} vanished`);
  return result;
}
/**
 * Finishes the moves a crash left running: each is run again from its first step (every step is
 * idempotent), under its row's lock, so a move still being run by a live process is skipped.
 * Returns the moves it ended.
 */
export async function resumeStayMoves(deps: AppDeps, log?: FastifyBaseLogger): Promise<number> {
  const running = await deps.sql<
    { id: string }[]
  >`select id::text from stay_moves where state = 'running' order by id`;
  let ended = 0;
  for (const { id } of running) {
    try {
      const result = await runMove(deps, id, false);
      if (result) {
        ended++;
        log?.info({ move: id, ...result }, 'a stay move left running was finished');
      }
    } catch (error) {
      log?.warn({ err: error, move: id }, 'could not finish a stay move; the next pass retries');
    }
  }
  return ended;
}

/** Runs `resumeStayMoves` every `intervalMs` while started (with the rest of the background work). */
export class StayMoveResumer {
  readonly #background: Background;

  constructor(deps: AppDeps, log: FastifyBaseLogger, intervalMs = 10_000) {
    this.#background = new Background(async (signal) => {
      while (!signal.aborted) {
        await resumeStayMoves(deps, log).catch((error: unknown) =>
          log.warn({ err: error }, 'stay moves: a pass failed'),
        );
        await sleep(intervalMs, signal);
      }
    });
  }

  start(): void {
    this.#background.start();
  }

  stop(): Promise<void> {
    return this.#background.stop();
  }
}
