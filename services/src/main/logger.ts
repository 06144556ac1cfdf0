import pino, { type Logger } from 'pino';
import type { Env } from '../env';

/** pino: JSON lines in production, readable lines in a terminal. */
export function createLogger(env: Env): Logger {
  const pretty = process.stdout.isTTY && env.NODE_ENV !== 'production';
  return pino({
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
