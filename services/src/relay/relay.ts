import type { FastifyBaseLogger } from 'fastify';
import { printablePosition, START, type EventSource, type Position } from '@hotel/projections';
import type { Sql } from '../db/connect';
import type { LeaderWork } from '../db/leadership';
import { BatchLoop, type BatchLoopOptions } from '../application/batch-loop';
import { toMessage } from './integration-events';
import type { MessageProducer } from './producer';

export async function readRelayCheckpoint(sql: Sql, topic: string): Promise<Position> {
  const [row] = await sql<{ tx: string; pos: string }[]>`
    select transaction_id::text as tx, global_position::text as pos from relay_checkpoints where topic = ${topic}`;
  return row ? { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) } : START;
}

/**
 * Moves the checkpoint forward only: a relay that lost its lock and still finishes a batch (two
 * ran for a moment, see Leadership) never takes back the position the newer one stored.
 */
async function saveRelayCheckpoint(sql: Sql, topic: string, position: Position): Promise<void> {
  const tx = position.transactionId.toString();
  const pos = position.globalPosition.toString();
  await sql`
    insert into relay_checkpoints (topic, transaction_id, global_position) values (${topic}, ${tx}::xid8, ${pos})
    on conflict (topic) do update set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()
    where (relay_checkpoints.transaction_id, relay_checkpoints.global_position) < (excluded.transaction_id, excluded.global_position)`;
}

export interface RelayOptions extends BatchLoopOptions {
  topic: string;
  /** Events read from `$all` per batch (default 500: one produce request of about 200 KB). */
  batchSize?: number;
}

export interface RelayStatus {
  running: boolean;
  /** Why the last batch failed (the broker or the database), while batches fail. */
  failing: string | null;
  /** The checkpoint: every integration event up to it is acknowledged by the broker. */
  position: Position;
  /** Integration events sent since start (a re-sent one counts again). */
  sent: number;
}

/**
 * The Kafka relay: reads `$all` from its checkpoint, turns each domain event that
 * matters outside into its integration event, sends a batch and, only once the broker
 * acknowledged it, stores the checkpoint. At-least-once: a relay that dies between the
 * acknowledgement and the checkpoint re-sends that batch (the event id in a header lets
 * consumers drop the copies); nothing is skipped, since the checkpoint never passes an event
 * the broker did not acknowledge. Events that publish nothing just move the checkpoint.
 * While the broker (or the database) is down, it retries the same batch with backoff; the API
 * never waits for it.
 */
export class Relay implements LeaderWork {
  #position: Position = START;
  #sent = 0;

  readonly #sql: Sql;
  readonly #source: EventSource;
  readonly #producer: MessageProducer;
  readonly #log: FastifyBaseLogger;
  readonly #topic: string;
  readonly #batchSize: number;
  readonly #loop: BatchLoop;

  constructor(
    sql: Sql,
    source: EventSource,
    producer: MessageProducer,
    log: FastifyBaseLogger,
    options: RelayOptions,
  ) {
    this.#sql = sql;
    this.#source = source;
    this.#producer = producer;
    this.#log = log;
    this.#topic = options.topic;
    this.#batchSize = options.batchSize ?? 500;
    const work = {
      resume: async () => {
        this.#position = await readRelayCheckpoint(this.#sql, this.#topic);
        this.#log.info(
          { position: printablePosition(this.#position) },
          `relay: publishing to ${this.#topic}`,
        );
      },
      batch: () => this.relayBatch(),
    };
    this.#loop = new BatchLoop('relay', source, work, log, options);
  }

  status(): RelayStatus {
    return {
      running: this.#loop.running,
      failing: this.#loop.failing,
      position: this.#position,
      sent: this.#sent,
    };
  }

  start(): void {
    this.#loop.start();
  }

  /** Stops after the batch in flight (its send and checkpoint), then closes the producer. */
  async stop(): Promise<void> {
    await this.#loop.stop();
    await this.#producer
      .close()
      .catch((error: unknown) =>
        this.#log.warn({ err: error }, 'relay: closing the producer failed'),
      );
  }

  /** One batch: read, send what publishes, store the checkpoint; returns the events read. */
  async relayBatch(): Promise<number> {
    const events = await this.#source.readAll(this.#position, this.#batchSize);
    const last = events.at(-1);
    if (!last) return 0;
    const messages = events.flatMap((event) => toMessage(event) ?? []);
    if (messages.length > 0) await this.#producer.send(messages);
    this.#sent += messages.length;
    await saveRelayCheckpoint(this.#sql, this.#topic, last.position);
    this.#position = last.position;
    return events.length;
  }
}
