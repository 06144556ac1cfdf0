import type { lateCheckOut as source } from './ru';

export const lateCheckOut: typeof source = {
  button: 'Giç çykmak (+{{amount}} TMT)',
  hint: '18:00-a çenli çykmak: soňky gijäniň bahasynyň ýarysy, ýaşaýşa bir gezek',
};
