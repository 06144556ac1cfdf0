import { LANGUAGES } from '@hotel/contracts/plain';
import type { I18n } from '../../../i18n';

/** The i18next namespace of the staff area's texts (typed in i18n/i18next.d.ts). */
export const STAFF_NS = 'staff';

/**
 * Adds the staff texts in tm, ru and en to i18next. They are a chunk of their own, fetched by
 * the staff layout's loader, which runs only once the guard let staff in: guests never
 * download them. All three languages come at once, so switching language needs no fetch.
 */
export async function loadStaffTexts(i18n: I18n): Promise<void> {
  if (i18n.hasResourceBundle('ru', STAFF_NS)) return;
  const texts = await import('./i18n');
  for (const language of LANGUAGES) i18n.addResourceBundle(language, STAFF_NS, texts[language]);
}
