import type { FastifyBaseLogger } from 'fastify';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import { EVENT_ID_HEADER } from '@hotel/contracts';
import type { OutgoingMessage } from './integration-events';

/**
 * What the relay needs of a message broker. The one module that knows the client library
 * (kafkajs): another client replaces this file only.
 */
export interface MessageProducer {
  /** Resolves once the broker acknowledged every message (all in-sync replicas); rejects otherwise. */
  send(messages: readonly OutgoingMessage[]): Promise<void>;
  close(): Promise<void>;
}

export interface KafkaSettings {
  brokers: readonly string[];
  clientId: string;
  topic: string;
}

const LIMITED_RETRIES_WARNING =
  'Limiting retries for the idempotent producer may invalidate EoS guarantees';

/**
 * kafkajs's log lines go to the process's pino logger. Its errors are warnings here: each is a
 * retry kafkajs or the relay makes anyway, and the relay reports a send that failed in the end
 * (and /health/ready says so); its info lines are debug (every connect would be logged).
 */
function kafkaLog(log: FastifyBaseLogger) {
  return () =>
    ({
      level,
      log: entry,
    }: {
      level: logLevel;
      log: { message: string } & Record<string, unknown>;
    }) => {
      const { message, ...details } = entry;
      // Said on every connect because our retries are bounded (see `retry` below): exactly-once
      // is not what the relay promises, so it is no news.
      if (message === LIMITED_RETRIES_WARNING) return;
      if (level <= logLevel.WARN) log.warn({ kafka: details }, `kafka: ${message}`);
      else log.debug({ kafka: details }, `kafka: ${message}`);
    };
}

/**
 * A kafkajs producer: idempotent (the broker drops a retried batch it already has, so kafkajs's
 * own retries add no duplicates) and acknowledged by every in-sync replica. A send that failed
 * drops the connection and the next send starts afresh: a broker that came back is found again
 * whatever state the old client was left in. The topic is created on first use when missing.
 */
export function kafkaProducer(settings: KafkaSettings, log: FastifyBaseLogger): MessageProducer {
  const kafka = new Kafka({
    clientId: settings.clientId,
    brokers: [...settings.brokers],
    logLevel: logLevel.INFO,
    logCreator: kafkaLog(log),
    connectionTimeout: 3000,
    requestTimeout: 10_000,
    // Bounded, so that a send to a broker that is down fails within seconds and /health/ready
    // says so; the relay's own loop backs off and retries for as long as the broker is down.
    // (Idempotence still makes kafkajs's own retries within a send add no duplicates.)
    retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 2000 },
  });
  let producer: Producer | null = null;
  let topicReady = false;

  async function connected(): Promise<Producer> {
    if (producer) return producer;
    const fresh = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      // Named explicitly (kafkajs warns otherwise): murmur2 on the key, as Java clients partition.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    try {
      await fresh.connect();
      if (!topicReady) {
        const admin = kafka.admin();
        await admin.connect();
        try {
          // Asked first: creating one that exists is an error response kafkajs would log.
          if (!(await admin.listTopics()).includes(settings.topic)) {
            await admin.createTopics({ topics: [{ topic: settings.topic }], waitForLeaders: true });
          }
        } finally {
          await admin.disconnect();
        }
        topicReady = true;
      }
    } catch (error) {
      await fresh.disconnect().catch(() => undefined);
      throw error;
    }
    producer = fresh;
    return fresh;
  }

  return {
    async send(messages) {
      const client = await connected();
      try {
        await client.send({
          topic: settings.topic,
          acks: -1,
          messages: messages.map((m) => ({
            key: m.key,
            value: m.value,
            headers: { [EVENT_ID_HEADER]: m.eventId },
          })),
        });
      } catch (error) {
        producer = null;
        await client.disconnect().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const client = producer;
      producer = null;
      await client?.disconnect();
    },
  };
}
