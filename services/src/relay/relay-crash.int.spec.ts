import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Kafka, logLevel } from 'kafkajs';
import { EVENT_ID_HEADER } from '@hotel/contracts';
import { comparePositions } from '@hotel/projections';
import { createTestDatabase } from '../../../test/database';
import { consumeTopic, PUBLISHING_EVENT_TYPES } from '../../../test/kafka';
import { appendMix } from '../../bench/event-mix';
import { validateDomainEvent } from '../application/domain-events';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { readRelayCheckpoint } from './relay';
import { broker, brokerPerFile } from './relay-setup';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** The relay's batch (RelayOptions.batchSize's default): at most one batch is re-sent after a crash. */
const BATCH = 500;

brokerPerFile();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

interface RelayProcess {
  child: ChildProcess;
  /** Its health port, once it listens. */
  port: Promise<number>;
  /** Resolves when it says it became the active relay. */
  active: Promise<void>;
}

/** `npm`-free: the relay's entry point as production starts it, on this file's database and broker. */
function startRelay(databaseUrl: string, topic: string): RelayProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/src/main/relay.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: broker.brokers.join(','),
      KAFKA_TOPIC: topic,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let onPort: (port: number) => void = () => undefined;
  let onActive: () => void = () => undefined;
  const port = new Promise<number>((resolve) => (onPort = resolve));
  const active = new Promise<void>((resolve) => (onActive = resolve));
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    // pino's JSON lines (stdout is no terminal).
    const message = line.startsWith('{')
      ? ((JSON.parse(line) as { msg?: string }).msg ?? '')
      : line;
    const listening = /health on port (\d+)/.exec(message);
    if (listening) onPort(Number(listening[1]));
    if (message.includes('now the active one')) onActive();
  });
  return { child, port, active };
}

async function readiness(relay: RelayProcess): Promise<{ role?: string; status?: string }> {
  const res = await fetch(`http://127.0.0.1:${await relay.port}/health/ready`);
  return (await res.json()) as { role?: string; status?: string };
}

describe('the relay killed with -9 mid-batch', () => {
  it('loses nothing: the standby takes over from the checkpoint; duplicates only from the batch in flight, counted', async () => {
    const database = await createTestDatabase();
    const store = new PostgresEventStore(database.sql, validateDomainEvent);
    const topic = `relay-crash-${process.pid}`;
    // A backlog, so that the active relay sends full batches back to back when it is killed.
    await appendMix(store, 12_000);
    const relays = [startRelay(database.url, topic), startRelay(database.url, topic)];
    const active = await Promise.race(relays.map((relay) => relay.active.then(() => relay)));
    const standby = relays.find((relay) => relay !== active);
    if (!standby) throw new Error('two relays were started');
    expect(await readiness(standby)).toMatchObject({ role: 'standby', status: 'ok' });
    const port = await standby.port;
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    const asyncApi = (await (await fetch(`http://127.0.0.1:${port}/asyncapi.json`)).json()) as {
      asyncapi: string;
      channels: { bookings: { address: string } };
    };
    expect(asyncApi.asyncapi).toBe('3.0.0');
    expect(asyncApi.channels.bookings.address).toBe(topic);

    // Killed mid-batch, at the worst moment: the broker holds a batch (acknowledged or about to
    // be) that the checkpoint does not cover yet. The relay is frozen (SIGSTOP) to look; when the
    // moment is not that one it goes on (SIGCONT) and is looked at again a little later.
    const admin = new Kafka({
      clientId: 'test-admin',
      brokers: broker.brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    let killedAt = null;
    let inFlight = 0;
    let looks = 0;
    while (killedAt === null) {
      await new Promise((resolve) => setTimeout(resolve, 1 + (looks++ % 7)));
      const checkpoint = await readRelayCheckpoint(database.sql, topic);
      if (checkpoint.globalPosition < 2000n) continue;
      active.child.kill('SIGSTOP');
      // A checkpoint the relay sent just before it stopped still commits: let PostgreSQL finish it
      // before judging whether the broker holds more than the checkpoint covers.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [covered] = await database.sql<{ n: number }[]>`
        select count(*)::int as n from events where type = any(${PUBLISHING_EVENT_TYPES})
          and (transaction_id, global_position) <= (${checkpoint.transactionId.toString()}::xid8, ${checkpoint.globalPosition.toString()}::bigint)`;
      const stored = (await admin.fetchTopicOffsets(topic)).reduce(
        (sum, partition) => sum + Number(partition.high),
        0,
      );
      const again = await readRelayCheckpoint(database.sql, topic);
      if (stored > (covered?.n ?? 0) && comparePositions(again, checkpoint) === 0) {
        active.child.kill('SIGKILL');
        killedAt = checkpoint;
        inFlight = stored - (covered?.n ?? 0);
      } else {
        active.child.kill('SIGCONT');
      }
      if (looks > 5000) throw new Error('never caught the relay between a send and its checkpoint');
    }
    await admin.disconnect();
    const killed = performance.now();
    await standby.active;
    const takeoverMs = performance.now() - killed;
    // Bookings go on meanwhile: the standby relays them too.
    await appendMix(store, 2000);

    // The standby finishes the log.
    const head = await store.readHead();
    for (;;) {
      if (comparePositions(await readRelayCheckpoint(database.sql, topic), head) >= 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Where the dead relay's last checkpoint stood: only events after it can have been re-sent.
    const rows = await database.sql<{ id: string; after_kill: boolean }[]>`
      select stream_id || '@' || stream_revision as id,
             (transaction_id, global_position) > (${killedAt.transactionId.toString()}::xid8, ${killedAt.globalPosition.toString()}::bigint) as after_kill
      from events where type = any(${PUBLISHING_EVENT_TYPES})`;
    const messages = await consumeTopic(broker.brokers, topic);
    const counts = new Map<string, number>();
    for (const message of messages) {
      const id = message.headers?.[EVENT_ID_HEADER]?.toString() ?? '';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(rows.filter((row) => !counts.has(row.id)).map((row) => row.id)).toEqual([]);
    const duplicated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    const resendable = new Set(rows.filter((row) => row.after_kill).map((row) => row.id));
    expect(duplicated.filter((id) => !resendable.has(id))).toEqual([]);
    // It was killed holding a batch the broker had: that batch came twice, and nothing else did.
    // The broker may still have been appending that batch's partitions when it was looked at, so
    // the copies are at least what it held then, and at most the one batch.
    expect(inFlight).toBeGreaterThan(0);
    expect(messages.length - counts.size).toBeGreaterThanOrEqual(inFlight);
    expect(messages.length - counts.size).toBeLessThanOrEqual(BATCH);
    expect(counts.size).toBe(rows.length);
    console.info(
      `relay kill -9: ${rows.length} integration events, ${messages.length} messages, ${messages.length - counts.size} duplicates ` +
        `(at-least-once: the batch in flight), standby active ${Math.round(takeoverMs)} ms after the kill`,
    );
    expect(await readiness(standby)).toMatchObject({ role: 'active', status: 'ok' });
    // Graceful stop: the batch in flight finishes, the lock is given up, exit 0.
    const exited = new Promise<number | null>((resolve) =>
      standby.child.once('exit', (code) => resolve(code)),
    );
    standby.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await store.close();
  }, 120_000);
});
