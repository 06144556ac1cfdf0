import { EventEmitter } from 'node:events';

/** Wakes the waits for a position when this runner commits (or a rebuild swaps in). */
export class ProgressSignal {
  private readonly progress = new EventEmitter();

  constructor() {
    this.progress.setMaxListeners(0);
  }

  notify(): void {
    this.progress.emit('progress');
  }

  /**
   * Resolves true once `reachedHere` or `reachedInDatabase` says the position is reached, false
   * after `timeoutMs`. This runner's own commits wake the wait and are checked in memory
   * (`reachedHere`); the database (another process's runner, a stalled projection) is asked at
   * the start and every 50 ms.
   */
  async waitUntil(
    reachedHere: () => boolean,
    reachedInDatabase: () => Promise<boolean>,
    timeoutMs: number,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let askDatabase = true;
    for (;;) {
      if (reachedHere() || (askDatabase && (await reachedInDatabase()))) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      askDatabase = await this.next(Math.min(left, 50));
    }
  }

  /** Resolves false at the next progress, true after `ms` without one. */
  private next(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const done = (timedOut: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', onProgress);
        resolve(timedOut);
      };
      const onProgress = () => done(false);
      const timer = setTimeout(() => done(true), ms);
      this.progress.on('progress', onProgress);
    });
  }
}
