import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { isTimeZone, translate, type SiteContacts } from '@hotel/contracts';
import { passwordRefusal } from './auth/password-policy';
import { DEMO_CONTACTS } from './site/contacts';

/**
 * The one place that reads `process.env` (a lint rule bans it elsewhere). Every variable of the
 * README's configuration table (docs/architecture.md §2) is validated here; a bad value stops
 * start-up with a message naming it.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Optional text that, when given, must match `pattern` (`message` says how). */
const optionalMatching = (pattern: RegExp, message: string) =>
  optionalText.pipe(z.string().regex(pattern, message).optional());

/** A phone number as people write it: digits, spaces, + ( ) - and dots; at least 5 digits. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{5,30}$/, 'is not a phone number (digits, spaces, + ( ) - .)');

/** Text shown on the site: one line, at most `max` characters. */
const siteText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\n\r]*$/, 'must be one line');

/** A comma-separated list as written, its items trimmed and the empty ones dropped. */
const commaList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalMatching(
    /^postgres(ql)?:\/\//,
    'must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z.string().default('./.data'),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  // The client's connection string (kurrentdb://host:2113?tls=false, +discover for a cluster).
  EVENTSTORE_URL: optionalMatching(
    /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//,
    'must start with kurrentdb://, kurrent://, kdb:// or esdb:// (+discover for a cluster)',
  ),
  // The Kafka relay: off while KAFKA_BROKERS is unset. A comma-separated host:port list.
  KAFKA_BROKERS: optionalText.pipe(
    z
      .string()
      .transform(commaList)
      .pipe(
        z
          .array(z.string().regex(/^[\w.-]+:\d{1,5}$/, 'is not host:port (a comma-separated list)'))
          .min(1, 'give at least one host:port'),
      )
      .optional(),
  ),
  KAFKA_TOPIC: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,249}$/, 'is not a Kafka topic name (letters, digits, . _ -)')
    .default('hotel.bookings.v1'),
  KAFKA_CLIENT_ID: z.string().trim().min(1).default('hotel-relay'),
  // E-mails to guests: sent over SMTP when set, else kept as .eml files in $DATA_DIR/mail.
  SMTP_URL: optionalMatching(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://'),
  // The sender of the guests' mails; default: the hotel's name at no-reply@ the site's host.
  MAIL_FROM: optionalText,
  PAYMENT_GATEWAY_URL: optionalText.pipe(z.url().optional()),
  // No defaults: a real bank gives them; the sandbox bank generates its own per data directory.
  PAYMENT_GATEWAY_USER: optionalText,
  PAYMENT_GATEWAY_PASSWORD: optionalText,
  SANDBOX_BANK: flag.optional(),
  PAYMENT_CALLBACK_KEY: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  // The same policy as a guest's password: the admin is the account most worth guessing.
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .superRefine((password, context) => {
        const refusal = passwordRefusal(password);
        if (refusal)
          context.addIssue({
            code: 'custom',
            message: translate('en', refusal.key, refusal.params),
          });
      })
      .optional(),
  ),
  DEMO_DATA: flag.optional(),
  // How long one staff event stream lasts before the browser reconnects (re-authenticated then).
  STAFF_EVENTS_LIFETIME_SECONDS: z.coerce.number().positive().max(86_400).default(1800),
  HOTEL_TIME_ZONE: z
    .string()
    .default('Asia/Ashgabat')
    .refine(isTimeZone, { message: 'is not a known IANA time zone' }),
  // The hotel's contact data shown on the site; defaults: the demo hotel.
  HOTEL_PHONES: z
    .string()
    .default(DEMO_CONTACTS.phones.join(','))
    .transform(commaList)
    .pipe(
      z
        .array(phone)
        .min(1, 'give at least one phone number (comma-separated)')
        .max(5, 'at most 5 phone numbers'),
    ),
  // Set to an empty value when the hotel has no fax: the site then shows none.
  HOTEL_FAX: z
    .string()
    .default(DEMO_CONTACTS.fax ?? '')
    .transform((v) => v.trim())
    .pipe(z.union([z.literal(''), phone])),
  HOTEL_EMAIL: z.string().trim().default(DEMO_CONTACTS.email).pipe(z.email()),
  HOTEL_ADDRESS_TM: siteText(200).default(DEMO_CONTACTS.address.tm),
  HOTEL_ADDRESS_RU: siteText(200).default(DEMO_CONTACTS.address.ru),
  HOTEL_ADDRESS_EN: siteText(200).default(DEMO_CONTACTS.address.en),
  // Behind a reverse proxy: which hops to believe about the client's address (X-Forwarded-For),
  // so per-address limits count guests, not the proxy. A number of proxies in front (`1`: the
  // one proxy of docker-compose.yml), or their addresses and CIDR ranges, comma-separated.
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
        'must be a number of proxies or addresses/CIDR ranges, comma-separated',
      )
      .transform((v) => (/^\d+$/.test(v) ? Number(v) : v))
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: flag.default(true),
});

export type Env = Omit<
  z.infer<typeof schema>,
  'PUBLIC_URL' | 'DEMO_DATA' | 'DATA_DIR' | 'KAFKA_BROKERS' | 'KAFKA_TOPIC' | 'KAFKA_CLIENT_ID'
> & {
  PUBLIC_URL: string;
  DEMO_DATA: boolean;
  /** Absolute path. */
  DATA_DIR: string;
  /** The real bank's gateway; null: the sandbox bank mounted in this server is the bank. */
  PAYMENT_GATEWAY: { url: string; userName: string; password: string } | null;
  /** The hotel's contact data as the site shows it (from the HOTEL_* variables). */
  CONTACTS: SiteContacts;
  /** Where the relay publishes integration events; null (KAFKA_BROKERS unset): no relay. */
  KAFKA: { brokers: string[]; topic: string; clientId: string } | null;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment (default: the process's); throws EnvError naming each bad variable. */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const issues = [...checkEventStore(env), ...checkBank(env)];
  if (issues.length > 0)
    throw new EnvError(`Invalid configuration:\n${issues.map((line) => `  ${line}`).join('\n')}`);
  const {
    PAYMENT_GATEWAY_URL: url,
    PAYMENT_GATEWAY_USER: userName,
    PAYMENT_GATEWAY_PASSWORD: password,
  } = env;
  const { KAFKA_BROKERS: brokers, KAFKA_TOPIC: topic, KAFKA_CLIENT_ID: clientId, ...rest } = env;
  return {
    ...rest,
    KAFKA: brokers ? { brokers, topic, clientId } : null,
    PAYMENT_GATEWAY: url && userName && password ? { url, userName, password } : null,
    CONTACTS: {
      phones: env.HOTEL_PHONES,
      fax: env.HOTEL_FAX === '' ? null : env.HOTEL_FAX,
      email: env.HOTEL_EMAIL,
      address: { tm: env.HOTEL_ADDRESS_TM, ru: env.HOTEL_ADDRESS_RU, en: env.HOTEL_ADDRESS_EN },
    },
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DEMO_DATA: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    DATA_DIR: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR),
  };
}

/** Why an EventStoreDB event store cannot start without its URL (loadEnv and the store's factory). */
export const EVENTSTORE_URL_REQUIRED =
  'EVENTSTORE_URL: required when EVENT_STORE=eventstoredb (e.g. kurrentdb://localhost:2113?tls=false)';

function checkEventStore(env: z.infer<typeof schema>): string[] {
  return env.EVENT_STORE === 'eventstoredb' && !env.EVENTSTORE_URL ? [EVENTSTORE_URL_REQUIRED] : [];
}

/**
 * The bank's variables depend on each other: a real gateway needs its credentials; the sandbox
 * bank (no gateway) is a test bank, so production runs it only when SANDBOX_BANK=1 says so.
 */
function checkBank(env: z.infer<typeof schema>): string[] {
  const issues: string[] = [];
  if (env.PAYMENT_GATEWAY_URL) {
    if (!env.PAYMENT_GATEWAY_USER)
      issues.push('PAYMENT_GATEWAY_USER: required when PAYMENT_GATEWAY_URL is set');
    if (!env.PAYMENT_GATEWAY_PASSWORD)
      issues.push('PAYMENT_GATEWAY_PASSWORD: required when PAYMENT_GATEWAY_URL is set');
    if (env.SANDBOX_BANK)
      issues.push(
        'SANDBOX_BANK: cannot be 1 when PAYMENT_GATEWAY_URL is set (the real bank is used)',
      );
    return issues;
  }
  if (env.NODE_ENV === 'production' && !env.SANDBOX_BANK) {
    issues.push(
      'PAYMENT_GATEWAY_URL: required in production (with PAYMENT_GATEWAY_USER and PAYMENT_GATEWAY_PASSWORD); ' +
        'without it the sandbox test bank takes payments, so set SANDBOX_BANK=1 to run it on purpose',
    );
  }
  return issues;
}
