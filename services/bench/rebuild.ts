/**
 * Rebuild throughput of every read model: `node --import tsx services/bench/rebuild.ts` alone
 * (an embedded PostgreSQL in a temporary directory, or BENCH_DATABASE_URL), or `benchRebuild`
 * from the main bench. It appends BENCH_REBUILD_EVENTS (default 100,000) events of a realistic mix
 * through the real event store, with validation, then rebuilds each read model blue/green three
 * times and prints events/s (min/median/max) and the CPU seconds a rebuild took in node and in
 * PostgreSQL (medians; the embedded database only): on a shared machine events/s moves with the
 * load, CPU much less. BENCH_REBUILD_ONLY=booking_history,ledger rebuilds only those read models.
 * Numbers, never pass/fail.
 */
import { allProjections, ProjectionRunner } from '@hotel/projections';
import type { Sql } from '../src/db/connect';
import { validateDomainEvent } from '../src/application/domain-events';
import type { EventStore } from '../src/event-store/port';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store';
import { appendMix } from './event-mix';
import { databaseCpuSeconds, runWhenMain, startBenchDatabase } from './setup';

const ROUNDS = 3;

export interface RebuildResult {
  /** The median of the rounds. */
  eventsPerSecond: number;
  min: number;
  median: number;
  max: number;
  /** Events each rebuild replayed (the whole log, whatever else it held). */
  events: number;
  /** CPU seconds of a rebuild (the median of the rounds) in this process, and in PostgreSQL when measured. */
  nodeCpu: number;
  databaseCpu: number | null;
}

/**
 * Appends about `events` events (default 100,000) to `store` and rebuilds every read model
 * `ROUNDS` times on `sql`. A live runner on the same database keeps working meanwhile (it takes
 * the appended events too): let it catch up, or stop it, before comparing runs.
 */
export async function benchRebuild(options: {
  sql: Sql;
  store: EventStore;
  events?: number;
  rebuildBatchSize?: number;
  /** The read models to rebuild (default all). */
  only?: readonly string[];
  /** PostgreSQL's CPU seconds so far, or null when it cannot be measured. */
  databaseCpu?: () => Promise<number | null>;
}): Promise<Record<string, RebuildResult>> {
  const appendStarted = performance.now();
  const total = options.events ?? 100_000;
  await appendMix(options.store, total);
  const appendSeconds = (performance.now() - appendStarted) / 1000;
  console.log(
    `Appended ${total} events through the store in ${appendSeconds.toFixed(2)} s: ${(total / appendSeconds).toFixed(0)} events/s`,
  );
  const runner = new ProjectionRunner(options.sql, options.store, allProjections, {
    rebuildBatchSize: options.rebuildBatchSize,
  });
  const databaseCpu = options.databaseCpu ?? (() => Promise.resolve(null));
  const results: Record<string, RebuildResult> = {};
  for (const { name } of allProjections.filter(
    (p) => !options.only || options.only.includes(p.name),
  )) {
    const rates: number[] = [];
    const nodeCpu: number[] = [];
    const dbCpu: number[] = [];
    let events = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Reading PostgreSQL's CPU (in /proc) stays out of this process's figure.
      const db = await databaseCpu();
      const cpu = process.cpuUsage();
      const started = performance.now();
      events = await runner.rebuild(name);
      rates.push(events / ((performance.now() - started) / 1000));
      const used = process.cpuUsage(cpu);
      nodeCpu.push((used.user + used.system) / 1e6);
      const dbAfter = await databaseCpu();
      if (db !== null && dbAfter !== null) dbCpu.push(dbAfter - db);
    }
    const { min, median, max } = spread(rates);
    results[name] = {
      eventsPerSecond: median,
      min,
      median,
      max,
      events,
      nodeCpu: spread(nodeCpu).median,
      databaseCpu: dbCpu.length > 0 ? spread(dbCpu).median : null,
    };
  }
  return results;
}

function spread(values: readonly number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0] ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

export function printRebuildResults(results: Record<string, RebuildResult>): void {
  console.log(`\nRebuild (${ROUNDS} rounds each, Node ${process.version})`);
  console.log(
    'read model'.padEnd(20),
    'events'.padStart(8),
    'min ev/s'.padStart(10),
    'median'.padStart(10),
    'max'.padStart(10),
    'node CPU s'.padStart(11),
    'pg CPU s'.padStart(9),
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      name.padEnd(20),
      String(r.events).padStart(8),
      r.min.toFixed(0).padStart(10),
      r.median.toFixed(0).padStart(10),
      r.max.toFixed(0).padStart(10),
      r.nodeCpu.toFixed(2).padStart(11),
      (r.databaseCpu === null ? '-' : r.databaseCpu.toFixed(2)).padStart(9),
    );
  }
  const summary = (r: RebuildResult) => ({
    min: Math.round(r.min),
    median: Math.round(r.median),
    max: Math.round(r.max),
    events: r.events,
    nodeCpuSeconds: Number(r.nodeCpu.toFixed(2)),
    databaseCpuSeconds: r.databaseCpu === null ? null : Number(r.databaseCpu.toFixed(2)),
  });
  console.log(
    JSON.stringify({
      rebuild: Object.fromEntries(Object.entries(results).map(([k, r]) => [k, summary(r)])),
    }),
  );
}

async function main(): Promise<void> {
  const database = await startBenchDatabase('rebuild', 10);
  const { sql } = database;
  try {
    const store = new PostgresEventStore(sql, validateDomainEvent);
    const batch = process.env.BENCH_REBUILD_BATCH
      ? Number(process.env.BENCH_REBUILD_BATCH)
      : undefined;
    const only = process.env.BENCH_REBUILD_ONLY?.split(',');
    printRebuildResults(
      await benchRebuild({
        sql,
        store,
        events: Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000),
        rebuildBatchSize: batch,
        only,
        databaseCpu: () => databaseCpuSeconds(database),
      }),
    );
    await store.close();
  } finally {
    await database.stop();
  }
}

runWhenMain(import.meta.url, main);
