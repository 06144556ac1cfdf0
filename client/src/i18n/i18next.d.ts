import 'i18next';
import type { Messages } from './resources';

// Typed keys: `t('rooms.title')` compiles, a misspelled key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
