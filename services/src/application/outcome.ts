import type { MessageKey, MessageParams } from '@hotel/contracts';

/** A command's answer before localization: both the REST adapter and tRPC translate it. */
export interface Outcome<T = unknown> {
  message: { key: MessageKey; params?: MessageParams };
  data?: T;
  url?: string;
}
