import { guests as guestsEn } from '../../-guests/i18n/en';
import { guests as guestsRu } from '../../-guests/i18n/ru';
import { guests as guestsTm } from '../../-guests/i18n/tm';
import { staff as staffEn } from './en';
import { staff as staffRu } from './ru';
import { staff as staffTm } from './tm';

// The screens composed here rather than in ru.ts, en.ts and tm.ts, which are at the length limit.
export const ru = { ...staffRu, guests: guestsRu };
export const en: typeof ru = { ...staffEn, guests: guestsEn };
export const tm: typeof ru = { ...staffTm, guests: guestsTm };
