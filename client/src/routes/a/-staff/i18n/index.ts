export { staff as ru } from './ru';
export { staff as en } from './en';
export { staff as tm } from './tm';
