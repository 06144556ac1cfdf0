import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * postgres.js's Queue (its src/queue.js, patched by patches/postgres+3.4.9.patch): the pool keeps
 * its connections in such queues and moves one between them on every query. The package does not
 * export the module, so each of its builds is loaded by path.
 */
interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}
type QueueOf = <T>(initial?: T[]) => Queue<T>;

const require = createRequire(import.meta.url);
// The CommonJS entry is <package>/cjs/src/index.js.
const packageDir = dirname(dirname(dirname(require.resolve('postgres'))));
const importQueue = async (path: string) =>
  ((await import(pathToFileURL(join(packageDir, path)).href)) as { default: QueueOf }).default;
const builds: [string, () => Promise<QueueOf>][] = [
  ['ES module (src)', () => importQueue('src/queue.js')],
  ['CommonJS (cjs)', async () => require(join(packageDir, 'cjs/src/queue.js')) as QueueOf],
  ['Cloudflare (cf)', () => importQueue('cf/src/queue.js')],
];

/**
 * An array that counts the slots `indexOf` walks. The queue copies its initial array with
 * `slice`, which builds the copy through the subclass (Symbol.species), so the queue's own storage
 * counts its lookups: operations, not time.
 */
function countingArray<T>(items: T[]): { array: T[]; walked: { lookups: number; slots: number } } {
  const walked = { lookups: 0, slots: 0 };
  class Counting extends Array<T> {
    override indexOf(x: T, from = 0): number {
      walked.lookups++;
      walked.slots += this.length - from;
      return super.indexOf(x, from);
    }
  }
  return { array: Counting.from(items), walked };
}

describe.each(builds)("postgres.js's connection queue, %s build", (_build, load) => {
  it('keeps every move within twice the live entries after 20,000 saturated cycles', async () => {
    const Queue = await load();
    const connections = Array.from({ length: 20 }, (_, id) => ({ id }));
    const { array, walked } = countingArray(connections);
    const busy = Queue(array);
    const cycles = 20_000;
    // A saturated pool (index.js): every query takes the busy connection at the head
    // (`busy.shift()`), and `move` removes it from the queue it came from (a miss: it was just
    // shifted) and pushes it back.
    for (let i = 0; i < cycles; i++) {
      const c = busy.shift();
      if (!c) throw new Error('the busy queue ran empty');
      expect(busy.remove(c)).toBeNull();
      busy.push(c);
    }
    expect(busy.length).toBe(connections.length);
    // Every lookup went through the counting storage, and none walked more than the live entries
    // and as many shifted-out slots (unpatched, the storage grows by one slot per query).
    expect(walked.lookups).toBe(cycles);
    expect(walked.slots).toBeLessThanOrEqual(cycles * 2 * connections.length);
  });

  it('stays first in, first out, and removes an entry from anywhere in it', async () => {
    const Queue = await load();
    const queue = Queue<number>();
    for (let n = 1; n <= 6; n++) queue.push(n);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual([1, 2, 3]);
    expect(queue.remove(5)).toBe(5);
    expect(queue.remove(2)).toBeNull();
    queue.push(7);
    expect(queue.length).toBe(3);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual([4, 6, 7]);
    expect(queue.length).toBe(0);
    expect(queue.remove(7)).toBeNull();
  });
});
