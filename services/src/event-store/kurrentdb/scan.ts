import { END, FORWARDS, type Direction } from '@kurrent/kurrentdb-client';
import { comparePositions, type Position } from '@hotel/projections';
import { isSystemEvent } from './position';

interface Scanned {
  position: Position;
  type: string;
  streamId: string;
}

/**
 * One read of `$all` as the server does it: up to `count` events matching the server-side filter,
 * from `from` (the event at `from` itself included) in the scan's direction.
 */
export type ReadPage<E> = (from: Position | typeof END, count: number) => Promise<E[]>;

/**
 * Up to `limit` application events strictly beyond `from` in `direction`. A read starts at the
 * event at its position, so one more is asked for; the events of `$` streams the type filter let
 * through are dropped here, so pages are read on from where the last ended until `limit` are
 * found or a page comes back short (the log's end): a short answer always means the end, as
 * `$all` readers expect.
 */
export async function scanAll<E extends Scanned>(
  readPage: ReadPage<E>,
  direction: Direction,
  from: Position | typeof END,
  limit: number,
): Promise<E[]> {
  const found: E[] = [];
  let cursor = from;
  while (found.length < limit) {
    const count = limit - found.length + 1;
    const page = await readPage(cursor, count);
    for (const event of page) {
      if (cursor !== END) {
        const order = comparePositions(event.position, cursor);
        if (direction === FORWARDS ? order <= 0 : order >= 0) continue;
      }
      cursor = event.position;
      if (!isSystemEvent(event) && found.length < limit) found.push(event);
    }
    if (page.length < count) break;
  }
  return found;
}
