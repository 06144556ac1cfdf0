import type { EventSource } from '../event-source';
import type { RunnerOptions } from './options';

/**
 * The live loop: a catch-up pass, then a wait for the next append (or `idleMs`), again and again
 * until stopped. A failing database is retried every second and said once per cause.
 */
export class LiveLoop {
  private running: Promise<void> | null = null;
  private abort = new AbortController();
  private failing: string | null = null;
  private readonly source: EventSource;
  private readonly pass: () => Promise<unknown>;
  private readonly options: Pick<RunnerOptions, 'idleMs' | 'log'>;

  constructor(
    source: EventSource,
    pass: () => Promise<unknown>,
    options: Pick<RunnerOptions, 'idleMs' | 'log'>,
  ) {
    this.source = source;
    this.pass = pass;
    this.options = options;
  }

  /** Stopped (or stopping): a batch that fails now is not applied again event by event. */
  get aborted(): boolean {
    return this.abort.signal.aborted;
  }

  /** The live loop's state: running, and the error of its last batch while batches fail. */
  state(): { running: boolean; failing: string | null } {
    return { running: this.running !== null && !this.abort.signal.aborted, failing: this.failing };
  }

  /** Starts the catch-up-then-live loop in the background. */
  start(): void {
    if (this.running) return;
    this.abort = new AbortController();
    const signal = this.abort.signal;
    this.running = (async () => {
      let lastError: string | null = null;
      while (!signal.aborted) {
        // Listening from before the pass: an append committed during it ends the wait at once, so
        // a pass, which ends at the head, waits without reading $all again only to find it empty.
        const appended = this.source.waitForAppends(this.options.idleMs ?? 250, signal);
        try {
          await this.pass();
          await appended;
        } catch (error) {
          if (signal.aborted) break;
          // The database itself failed (a poison event is handled in step): say it once per cause.
          const message = error instanceof Error ? error.message : String(error);
          if (message !== lastError)
            this.options.log?.error(error, 'projection batch failed; retrying every second');
          lastError = message;
          this.failing = message;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        lastError = null;
        this.failing = null;
      }
    })();
  }

  /** Stops after the batch in progress commits. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.running;
    this.running = null;
  }
}
