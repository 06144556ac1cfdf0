export { ru, type MessageKey } from './ru';
export { en } from './en';
export { tm } from './tm';
export { translate, isMessageKey, type MessageParams } from './translate';
