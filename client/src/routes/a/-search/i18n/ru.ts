/** The top bar's search of every booking (staff namespace, key `bookingSearch`). Russian is the source whose shape en.ts and tm.ts follow. */
export const bookingSearch = {
  label: 'Найти бронь',
  placeholder: 'Бронь: номер, гость, паспорт, телефон…',
  results: 'Найденные брони',
  searching: 'Ищем…',
  none: 'Ничего не найдено',
  failed: 'Поиск не удался: {{message}}',
  opening: 'Открываем бронь…',
  guests: 'Профили гостей брони № {{number}}:',
  hit: {
    number: '№ {{number}}',
    room: 'номер {{room}}',
  },
  state: {
    pending: 'ждёт оплаты',
    paid: 'оплачена',
    refund_pending: 'возврат в пути',
    cancelled: 'отменена',
    refunded: 'возвращена',
    failed: 'оплата не прошла',
    expired: 'срок оплаты истёк',
    late_refunded: 'поздняя оплата возвращена',
    no_show: 'незаезд',
  },
};
