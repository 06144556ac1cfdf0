export { en, ru, tm, type MessageKey } from './catalogs';
export { translate, isMessageKey, type MessageParams } from './translate';
