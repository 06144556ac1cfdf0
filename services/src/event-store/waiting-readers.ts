/**
 * Readers waiting in `waitForAppends`, for both adapters: each is woken by the store's signal of
 * new events (a PostgreSQL notification, a KurrentDB subscription), by its timeout, or by its
 * abort signal, whichever comes first. Without the signal, readers still poll every timeout.
 */
export class WaitingReaders {
  private readonly waiting = new Set<() => void>();

  wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiting.add(done);
      signal?.addEventListener('abort', done);
    });
  }

  wakeAll(): void {
    for (const wake of this.waiting) wake();
  }
}
