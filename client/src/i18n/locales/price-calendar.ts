/*
 * The room page's price calendar texts in tm, ru and en, a chunk of their own: the calendar
 * loads them with itself once the page is interactive, so no page's first load carries them.
 */
export { priceCalendar as en } from './en/price-calendar';
export { priceCalendar as ru } from './ru/price-calendar';
export { priceCalendar as tm } from './tm/price-calendar';
