/*
 * The room page's price calendar texts in tm, ru and en, a chunk of their own: the calendar
 * loads them with itself once the page is interactive, so no page's first load carries them.
 */
export { default as en } from './en/price-calendar.json';
export { default as ru } from './ru/price-calendar.json';
export { default as tm } from './tm/price-calendar.json';
