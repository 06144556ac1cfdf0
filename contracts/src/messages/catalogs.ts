import enTexts from './en.json';
import ruTexts from './ru.json';
import tmTexts from './tm.json';

/** Server messages in Russian: the reference catalog (and the fallback for missing texts). */
export const ru = ruTexts;

export type MessageKey = keyof typeof ru;

/** Server messages in English; the type makes a missing key a compile error. */
export const en: Record<MessageKey, string> = enTexts;

/** Server messages in Turkmen (the default language). */
export const tm: Record<MessageKey, string> = tmTexts;
