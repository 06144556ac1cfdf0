import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';
import { DEMO_CONTACTS } from './site/contacts';

describe('configuration', () => {
  it('has working defaults on a fresh machine: embedded database with demo data', () => {
    const env = loadEnv({}, '/srv/hotel');
    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: '/srv/hotel/.data',
      EVENT_STORE: 'postgres',
      HOTEL_TIME_ZONE: 'Asia/Ashgabat',
      DEMO_DATA: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('turns demo data off by default with an external database', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/hotel' }).DEMO_DATA).toBe(false);
    expect(
      loadEnv({ DATABASE_URL: 'postgres://u:p@db:5432/hotel', DEMO_DATA: '1' }).DEMO_DATA,
    ).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['HOTEL_TIME_ZONE', 'Mars/Olympus'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'password1'],
    ['ADMIN_PASSWORD', 'w'.repeat(129)],
    ['ADMIN_EMAIL', 'nobody'],
    ['DEMO_DATA', 'maybe'],
    ['EVENT_STORE', 'mongodb'],
    ['EVENTSTORE_URL', 'http://localhost:2113'],
    ['HOTEL_PHONES', ' , '],
    ['HOTEL_PHONES', '+993 12 34 56, call us'],
    ['HOTEL_FAX', 'fax me'],
    ['HOTEL_EMAIL', 'info at hotel'],
    ['HOTEL_ADDRESS_RU', ' '],
    ['HOTEL_ADDRESS_EN', 'line one\nline two'],
  ])('stops start-up naming %s when it is %j', (name, value) => {
    // A list names the item too (HOTEL_PHONES.1:).
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`${name}(\\.\\d+)?:`));
  });
});

describe('configuration of the event store', () => {
  it('keeps events in PostgreSQL unless told otherwise', () => {
    expect(loadEnv({}).EVENT_STORE).toBe('postgres');
  });

  it('takes EventStoreDB/KurrentDB with its connection string', () => {
    const env = loadEnv({
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: 'kurrentdb://localhost:2113?tls=false',
    });
    expect(env).toMatchObject({
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: 'kurrentdb://localhost:2113?tls=false',
    });
  });

  it('stops start-up when EventStoreDB is chosen without EVENTSTORE_URL', () => {
    expect(() => loadEnv({ EVENT_STORE: 'eventstoredb' })).toThrow(EnvError);
    expect(() => loadEnv({ EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: ' ' })).toThrow(
      /EVENTSTORE_URL: required when EVENT_STORE=eventstoredb/,
    );
  });
});

describe('configuration of the contact data', () => {
  it("shows the demo hotel's phones, fax, e-mail and address when nothing is set", () => {
    expect(loadEnv({}).CONTACTS).toEqual(DEMO_CONTACTS);
  });

  it('takes the phones as a comma-separated list, each trimmed', () => {
    const env = loadEnv({
      HOTEL_PHONES: ' +993 12 345678 , (800) 555-01-02 ',
      HOTEL_EMAIL: 'desk@hotel.example',
    });
    expect(env.CONTACTS.phones).toEqual(['+993 12 345678', '(800) 555-01-02']);
    expect(env.CONTACTS.email).toBe('desk@hotel.example');
  });

  it('shows no fax when HOTEL_FAX is set empty', () => {
    expect(loadEnv({ HOTEL_FAX: '' }).CONTACTS.fax).toBeNull();
  });

  it('takes the address in each language from its own variable', () => {
    const env = loadEnv({
      HOTEL_ADDRESS_TM: 'Aşgabat',
      HOTEL_ADDRESS_RU: 'Ашхабад',
      HOTEL_ADDRESS_EN: 'Ashgabat',
    });
    expect(env.CONTACTS.address).toEqual({ tm: 'Aşgabat', ru: 'Ашхабад', en: 'Ashgabat' });
  });
});

describe('configuration of the bank', () => {
  const bank = {
    PAYMENT_GATEWAY_URL: 'https://mpi.bank.example/payment/rest/',
    PAYMENT_GATEWAY_USER: 'hotel',
    PAYMENT_GATEWAY_PASSWORD: 'from-the-bank',
  };
  const refusal = (source: Record<string, string>) => {
    try {
      loadEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.message;
      throw error;
    }
    throw new Error('the configuration was accepted');
  };

  it('has no built-in merchant account: without a gateway the sandbox bank generates its own', () => {
    const env = loadEnv({});
    expect(env.PAYMENT_GATEWAY).toBeNull();
    expect(env.PAYMENT_GATEWAY_USER).toBeUndefined();
    expect(env.PAYMENT_GATEWAY_PASSWORD).toBeUndefined();
  });

  it('uses a real gateway with the credentials the bank gave', () => {
    expect(loadEnv(bank).PAYMENT_GATEWAY).toEqual({
      url: bank.PAYMENT_GATEWAY_URL,
      userName: 'hotel',
      password: 'from-the-bank',
    });
  });

  it('stops start-up naming the user and the password when a gateway comes without them', () => {
    const message = refusal({ PAYMENT_GATEWAY_URL: bank.PAYMENT_GATEWAY_URL });
    expect(message).toMatch(/PAYMENT_GATEWAY_USER: .*PAYMENT_GATEWAY_URL/);
    expect(message).toMatch(/PAYMENT_GATEWAY_PASSWORD: .*PAYMENT_GATEWAY_URL/);
    expect(refusal({ ...bank, PAYMENT_GATEWAY_PASSWORD: '' })).toMatch(/PAYMENT_GATEWAY_PASSWORD:/);
  });

  it('refuses to run the sandbox bank in production unless asked to, naming the variables', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/PAYMENT_GATEWAY_URL: /);
    expect(message).toContain('SANDBOX_BANK=1');
  });

  it('runs the sandbox bank in production when SANDBOX_BANK=1 says so', () => {
    expect(loadEnv({ NODE_ENV: 'production', SANDBOX_BANK: '1' }).PAYMENT_GATEWAY).toBeNull();
  });

  it('runs in production with a real gateway', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...bank }).PAYMENT_GATEWAY?.url).toBe(
      bank.PAYMENT_GATEWAY_URL,
    );
  });

  it('refuses SANDBOX_BANK=1 beside a real gateway, since only one of them can be the bank', () => {
    expect(refusal({ ...bank, SANDBOX_BANK: '1' })).toMatch(/SANDBOX_BANK: /);
  });
});

describe('configuration of the Kafka relay', () => {
  it('is off while KAFKA_BROKERS is unset or empty', () => {
    expect(loadEnv({}).KAFKA).toBeNull();
    expect(loadEnv({ KAFKA_BROKERS: ' ' }).KAFKA).toBeNull();
  });

  it('takes the brokers as a comma-separated host:port list, with the default topic and client id', () => {
    expect(loadEnv({ KAFKA_BROKERS: ' kafka-1:9092 , 10.0.0.2:9093 ' }).KAFKA).toEqual({
      brokers: ['kafka-1:9092', '10.0.0.2:9093'],
      topic: 'hotel.bookings.v1',
      clientId: 'hotel-relay',
    });
    expect(
      loadEnv({ KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC: 'bookings', KAFKA_CLIENT_ID: 'relay-a' })
        .KAFKA,
    ).toMatchObject({ topic: 'bookings', clientId: 'relay-a' });
  });

  it.each([
    ['KAFKA_BROKERS', 'kafka-1'],
    ['KAFKA_BROKERS', 'k:9092,http://k:9093'],
    ['KAFKA_BROKERS', ' , '],
    ['KAFKA_TOPIC', 'hotel bookings'],
    ['KAFKA_TOPIC', ''],
    ['KAFKA_CLIENT_ID', ' '],
  ])('stops start-up naming %s when it is %j', (name, value) => {
    expect(() => loadEnv({ KAFKA_BROKERS: 'k:9092', [name]: value })).toThrow(
      new RegExp(`${name}(\\.\\d+)?:`),
    );
  });
});

describe('loadEnv: e-mail', () => {
  it('takes an smtp:// or smtps:// SMTP_URL and refuses anything else, naming the variable', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:secret@mail.example.com:587',
    );
    expect(loadEnv({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe(
      'smtps://mail.example.com',
    );
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });
});
