import { describe, expect, it } from 'vitest';
import type { Position } from '@hotel/projections';
import { readYourWrites, type ProjectionProgress } from './read-your-writes';
import { currentRequestScope, runInRequestScope, type RequestScope } from './request-scope';

const at = (n: number): Position => ({ transactionId: BigInt(n), globalPosition: BigInt(n) });

/** A projector whose read models stand at `reached`, moved by `advance`; it counts the checks asked of it. */
function fakeProjector(): ProjectionProgress & { advance(to: number): void; checks: number } {
  let reached = 0;
  const wake = new Set<() => void>();
  return {
    checks: 0,
    advance(to) {
      reached = to;
      for (const w of [...wake]) w();
    },
    async waitFor(position, timeoutMs) {
      for (;;) {
        this.checks++;
        if (reached >= Number(position.globalPosition)) return true;
        if (timeoutMs <= 0) return false;
        const woken = await new Promise<boolean>((resolve) => {
          const done = (value: boolean) => {
            clearTimeout(timer);
            wake.delete(onWake);
            resolve(value);
          };
          const onWake = () => done(true);
          const timer = setTimeout(() => done(false), timeoutMs);
          wake.add(onWake);
        });
        if (!woken) return reached >= Number(position.globalPosition);
      }
    },
  };
}

const scope = (): RequestScope => ({
  signal: new AbortController().signal,
  readModelsLagging: false,
});

describe('read-your-writes', () => {
  it('answers each command once the read models reached its position, the lower ones first', async () => {
    const projector = fakeProjector();
    const wait = readYourWrites(projector, 60_000);
    const answered: number[] = [];
    const waits = [1, 3, 2].map((n) => wait(at(n)).then((reached) => answered.push(n) && reached));
    projector.advance(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toEqual([1]);
    projector.advance(3);
    expect(await Promise.all(waits)).toEqual([true, true, true]);
    expect(answered.slice(1).sort()).toEqual([2, 3]);
  });

  it('answers many commands reached in one step with a few checks, not one per command', async () => {
    const projector = fakeProjector();
    const wait = readYourWrites(projector, 60_000);
    const waits = Array.from({ length: 16 }, (_, i) => wait(at(i + 1)));
    projector.advance(16);
    expect(await Promise.all(waits)).toEqual(Array.from({ length: 16 }, () => true));
    expect(projector.checks).toBeLessThanOrEqual(4);
  });

  it('answers false when the read models do not get there in time, and marks the request as lagging', async () => {
    const projector = fakeProjector();
    const wait = readYourWrites(projector, 20);
    const request = scope();
    const reached = await runInRequestScope(request, async () => {
      const answer = await wait(at(5));
      return { answer, marked: currentRequestScope()?.readModelsLagging };
    });
    expect(reached).toEqual({ answer: false, marked: true });
  });

  it('still answers the commands that arrive after one ran out of time', async () => {
    const projector = fakeProjector();
    const wait = readYourWrites(projector, 20);
    expect(await wait(at(5))).toBe(false);
    const later = wait(at(5));
    projector.advance(5);
    expect(await later).toBe(true);
  });

  it('passes a failing check on to every command waiting', async () => {
    const failing: ProjectionProgress = {
      waitFor: () => Promise.reject(new Error('database down')),
    };
    const wait = readYourWrites(failing, 60_000);
    await expect(Promise.all([wait(at(1)), wait(at(2))])).rejects.toThrow('database down');
  });
});
