export interface RunnerOptions {
  batchSize?: number;
  /** How long to wait for an append notification before polling anyway. */
  idleMs?: number;
  /** How often a stalled projection tries its failing event again (a fix may have landed). */
  retryStalledMs?: number;
  /**
   * Events per transaction while a rebuild fills its copies (default 10,000: against 1,000, 2,000
   * and 5,000 it took the least CPU per event, for each read model, in services/bench/rebuild.ts).
   */
  rebuildBatchSize?: number;
  /** How long a rebuild's swap waits for readers of the live tables before it tries again (default 2 s). */
  swapLockTimeoutMs?: number;
  log?: RunnerLog;
}

/** Where the runner says that a projection stopped or resumed, and that its batches fail. */
export interface RunnerLog {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}
