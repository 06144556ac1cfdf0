import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../scripts/kafka.sh', import.meta.url));
/**
 * The domain events that publish an integration event (the relay's first list, and a booking's
 * release),
 * written out apart from the relay's mapping so that the tests and the benchmark check it rather
 * than repeat it.
 */
export const PUBLISHING_EVENT_TYPES = [
  'BookingPlaced',
  'PaymentConfirmed',
  'BookingCancelled',
  'BookingRefunded',
  'PaymentFailed',
  'PaymentExpired',
  'BookingDatesChanged',
  'ReceptionStatusToggled',
  'RoomOpenedForOnline',
  'OnlineBlockRemoved',
];

/** The first start on a clean machine fetches the broker (about 44 MB) with Maven: give it time. */
export const BROKER_START_MS = 600_000;

export interface TestBroker {
  /** `127.0.0.1:<port>`, a free port of loopback. */
  brokers: string[];
  /** Stops the broker (its data stays): the relay's outage test. */
  stop(): Promise<void>;
  /** Starts the stopped broker again, on the same port with the same data. */
  start(): Promise<void>;
  /** Stops the broker and removes its directory. */
  remove(): Promise<void>;
}

/**
 * A real Apache Kafka broker (KRaft, one node) for one test file, through scripts/kafka.sh: it
 * fetches the broker with Maven once (kept in ~/.m2) and needs Java 17+. Missing Java or Maven
 * fails the file, never skips it: these tests run here and in CI. The broker is tied to this
 * worker process: should the run die before `remove`, the script's watcher stops it.
 */
export async function startTestBroker(): Promise<TestBroker> {
  const dir = await mkdtemp(join(tmpdir(), 'hotel-kafka-'));
  const start = async () => {
    const { stdout } = await run(SCRIPT, ['start', dir, String(process.pid)], {
      maxBuffer: 1 << 20,
      timeout: BROKER_START_MS,
      env: { ...process.env, NODE: process.execPath },
    });
    return stdout.trim().split('\n').at(-1) ?? '';
  };
  const stop = async () => {
    await run(SCRIPT, ['stop', dir]);
  };
  const address = await start();
  return {
    brokers: [address],
    stop,
    async start() {
      await start();
    },
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every message in `topic` now, from its beginning: the partitions' end offsets say how many
 * there are (no transactions, so no control records), and a consumer reads until it has them.
 */
export async function consumeTopic(
  brokers: string[],
  topic: string,
  timeoutMs = 60_000,
): Promise<KafkaMessage[]> {
  const kafka = new Kafka({ clientId: 'test-consumer', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(topic).finally(() => admin.disconnect());
  const total = offsets.reduce((sum, partition) => sum + Number(partition.high), 0);
  const consumer = kafka.consumer({
    groupId: `test-${process.pid}-${Math.random().toString(36).slice(2)}`,
  });
  const messages: KafkaMessage[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`only ${messages.length} of ${total} messages within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const check = () => {
        if (messages.length < total) return;
        clearTimeout(timer);
        resolve();
      };
      check();
      void consumer.run({
        eachBatch: async ({ batch }) => {
          messages.push(...batch.messages);
          check();
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return messages;
}
