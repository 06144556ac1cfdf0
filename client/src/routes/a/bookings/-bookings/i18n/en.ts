import type { lateCheckOut as source } from './ru';

export const lateCheckOut: typeof source = {
  button: 'Late check-out (+{{amount}} TMT)',
  hint: 'Check-out by 18:00: half the price of the last night, once a stay',
};
