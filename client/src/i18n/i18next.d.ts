import 'i18next';
import type { ru as staff } from '../routes/a/-staff/i18n';
import type priceCalendar from './locales/ru/price-calendar.json';
import type { Messages } from './resources';

// Typed keys: `t('rooms.title')` compiles, a misspelled key does not. The staff namespace is
// added at run time with the staff area's chunk (routes/a/-staff/load-staff-texts.ts), the
// room page's price calendar texts with its chunk (routes/_public/-room/price-calendar-slot.tsx).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages; staff: typeof staff; priceCalendar: typeof priceCalendar };
  }
}
