import { isMailKind } from '@hotel/contracts/plain';
import type { TFunction } from 'i18next';

/** A mail's kind in the staff member's words; a kind this client does not know yet, as it came. */
export function mailKindLabel(kind: string, t: TFunction<'staff'>): string {
  return isMailKind(kind) ? t(`mail.kind.${kind}`) : kind;
}
