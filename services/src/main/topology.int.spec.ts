import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { createTestDatabase } from '../../../test/database';
import {
  APPROVED_CARD,
  bookOverHttp,
  mailedToken,
  payAtBank,
  registerOverHttp,
} from '../../test/guest';
import {
  eventually,
  processGroup,
  startProcess,
  stopProcess,
  type RunningProcess,
} from '../../test/processes';
import { BROKER_START_MS, consumeTopic, startTestBroker } from '../../../test/kafka';

// The production topology as separate OS processes on one database: the sandbox bank (standing
// in for the real one, reached over the network), two projectors (one active, one standby), two
// `api` replicas, two relays (one active, one standby) publishing to a real Kafka broker.
const db = await createTestDatabase();
const broker = await startTestBroker();
const dataDir = await mkdtemp(join(tmpdir(), 'hotel-topology-'));
const processes = processGroup();
afterAll(async () => {
  await processes.killAll();
  await broker.remove();
  await rm(dataDir, { recursive: true, force: true });
});

const MERCHANT = {
  PAYMENT_GATEWAY_USER: 'hotel-topology',
  PAYMENT_GATEWAY_PASSWORD: 'topology-merchant-password',
};

const start = processes.start;

/** Registers, confirms from the outbox and logs in through one replica's REST API; the session cookie. */
const login = (api: RunningProcess, email: string) =>
  registerOverHttp(api.base, email, () => mailedToken({ db }, email, 'verifyEmail'));

describe('api replicas, a projector, a relay and their standbys as separate processes on one database', () => {
  it(
    'books through two replicas while the active projector is killed; the standby takes over, the relay publishes the booking, all stop cleanly',
    async () => {
      const bank = await start('sandbox-bank', {
        DATABASE_URL: db.url,
        DATA_DIR: join(dataDir, 'bank'),
        ...MERCHANT,
      });
      const shared = {
        DATABASE_URL: db.url,
        PAYMENT_GATEWAY_URL: `${bank.base}/sandbox-bank/`,
        ...MERCHANT,
        DEMO_DATA: '1',
      };
      const first = await start(
        'projector',
        { ...shared, DATA_DIR: join(dataDir, 'projector-1') },
        'live',
      );
      await eventually(async () => (await first.ready()).role === 'active');
      const second = await start(
        'projector',
        { ...shared, DATA_DIR: join(dataDir, 'projector-2') },
        'live',
      );
      expect(await second.ready()).toMatchObject({ status: 'ok', role: 'standby' });

      const relays = {
        ...shared,
        KAFKA_BROKERS: broker.brokers.join(','),
        KAFKA_TOPIC: 'topology.bookings',
      };
      const relay = await start('relay', { ...relays, DATA_DIR: join(dataDir, 'relay-1') }, 'live');
      await eventually(async () => (await relay.ready()).role === 'active');
      const relayStandby = await start(
        'relay',
        { ...relays, DATA_DIR: join(dataDir, 'relay-2') },
        'live',
      );
      expect(await relayStandby.ready()).toMatchObject({ role: 'standby' });

      // Started together: they seed the demo hotel one after the other, not twice.
      const [apiA, apiB] = await Promise.all([
        start('api', { ...shared, DATA_DIR: join(dataDir, 'api-a') }),
        start('api', { ...shared, DATA_DIR: join(dataDir, 'api-b') }),
      ]);
      if (!apiA || !apiB) throw new Error('an api replica did not start');
      const [types] = await db.sql<{ n: number }[]>`select count(*)::int as n from room_types`;
      expect(types?.n).toBe(7);

      const cookie = await login(apiA, 'two-replicas@example.com');

      // The active projector dies without a word (no lock given back, no connection closed).
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();

      // Past the 10 days before arrival when the hotel's terms close online booking.
      const bankPage = await bookOverHttp(apiB.base, cookie, stay(20, 3));
      const { message, returnUrl } = await payAtBank(bankPage, APPROVED_CARD);
      expect(returnUrl.startsWith(apiB.base)).toBe(true);
      expect(message).toMatch(/Payment succeeded\. Booking No\. \d+ is confirmed\./);

      await eventually(async () => (await second.ready()).role === 'active');
      // The account on the other replica shows it paid: the standby's read models got there.
      const paid = async () => {
        const profile = (await fetch(`${apiA.base}/api/profile/bookings`, {
          headers: { cookie },
        }).then((r) => r.json())) as {
          data: { payment_status: string }[];
        };
        return profile.data.length === 1 && profile.data[0]?.payment_status === 'online';
      };
      await eventually(paid);
      expect(await apiA.ready()).toMatchObject({ status: 'ok' });

      // The relay published the booking's life, keyed by the booking, whichever replica took it.
      const [booking] = await db.sql<{ id: string }[]>`select id::text from bookings`;
      const published = async () => {
        const messages = await consumeTopic(broker.brokers, 'topology.bookings');
        const types = messages
          .filter((m) => m.key?.toString() === `booking-${booking?.id}`)
          .map((m) => JSON.parse(m.value?.toString() ?? '{}').type as string);
        return types.includes('booking.placed') && types.includes('booking.paid');
      };
      await eventually(published);

      for (const process of [apiA, apiB, second, relay, relayStandby, bank])
        expect(await stopProcess(process), process.output()).toBe(0);
      expect(second.output()).toContain('stopped cleanly');
    },
    BROKER_START_MS + 180_000,
  );

  it('refuses to start an api or a projector without the shared database, naming the variable', async () => {
    for (const entry of ['api', 'projector'] as const) {
      await expect(
        startProcess(entry, { DATA_DIR: join(dataDir, `alone-${entry}`) }, 'live'),
      ).rejects.toThrow('DATABASE_URL: required');
    }
  });
});
