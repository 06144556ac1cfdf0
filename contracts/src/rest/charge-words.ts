import type { ChargeKind } from '../events/folio';

/**
 * A one-click charge as the screens and the REST edge name it (the folio line's `charge`, the
 * booking history's value): a screen shows it in the reader's language, not as posted.
 */
export const CHARGE_WORDS = {
  lateCheckOut: 'late_check_out',
} as const satisfies Record<ChargeKind, string>;
