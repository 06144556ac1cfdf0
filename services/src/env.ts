import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { isTimeZone, translate } from '@hotel/contracts';
import { passwordRefusal } from './auth/password-policy';

/**
 * The one place that reads `process.env` (a lint rule bans it elsewhere). Every variable of
 * ARCHITECTURE §2 is validated here; a bad value stops start-up with a message naming it.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  DATA_DIR: z.string().default('./.data'),
  EVENT_STORE: z
    .enum(['postgres', 'eventstoredb'])
    .default('postgres')
    .refine((v) => v === 'postgres', {
      message: 'only "postgres" is available in this build (the EventStoreDB adapter is not shipped yet)',
    }),
  EVENTSTORE_URL: optionalText,
  KAFKA_BROKERS: optionalText,
  PAYMENT_GATEWAY_URL: optionalText.pipe(z.url().optional()),
  PAYMENT_GATEWAY_USER: z.string().default('hotel-api'),
  PAYMENT_GATEWAY_PASSWORD: z.string().default('sandbox-password'),
  PAYMENT_CALLBACK_KEY: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  // The same policy as a guest's password: the admin is the account most worth guessing.
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .superRefine((password, context) => {
        const refusal = passwordRefusal(password);
        if (refusal) context.addIssue({ code: 'custom', message: translate('en', refusal.key, refusal.params) });
      })
      .optional(),
  ),
  DEMO_DATA: flag.optional(),
  HOTEL_TIME_ZONE: z
    .string()
    .default('Asia/Ashgabat')
    .refine(isTimeZone, { message: 'is not a known IANA time zone' }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: flag.default(true),
});

export type Env = Omit<z.infer<typeof schema>, 'PUBLIC_URL' | 'DEMO_DATA' | 'DATA_DIR'> & {
  PUBLIC_URL: string;
  DEMO_DATA: boolean;
  /** Absolute path. */
  DATA_DIR: string;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment (default: the process's); throws EnvError naming each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    DEMO_DATA: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    DATA_DIR: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR),
  };
}
