/** The Settings screen's texts (staff namespace, key `settings`). Russian is the source whose shape en.ts and tm.ts follow. */
export const settings = {
  title: 'Настройки',
  intro:
    'Параметры онлайн-оплаты и бронирования для всей гостиницы. Каждое изменение записывается в журнал действий.',
  payments: 'Онлайн-оплата',
  numbers: 'Суммы и ограничения',
  terms: 'Условия бронирования',
  termsIntro:
    'Эти цифры сайт применяет к бронированиям и показывает на странице «Условия проживания».',
  field: {
    payment_system: 'Онлайн-оплата включена',
    payment_booking: 'Брать плату за бронирование',
    payment_room: 'Брать оплату за номер',
    booking_price: 'Цена бронирования, TMT',
    booking_priceHint: 'Не меньше 0.',
    payment_timeout: 'Время на оплату, минут',
    payment_timeoutHint: 'От 5 до 20 минут.',
    last_book_number: 'Последний номер бронирования',
    last_book_numberHint: 'Следующее бронирование получит номер на единицу больше.',
    max_pending_bookings: 'Неоплаченных бронирований на аккаунт',
    max_pending_bookingsHint: 'От 1 до 20.',
    max_pending_per_address: 'Неоплаченных бронирований с одного адреса',
    max_pending_per_addressHint:
      'От 0 до 1000, по всем аккаунтам одного адреса; 0 — без ограничения.',
    max_same_stay_per_address: 'Неоплаченных бронирований на одни даты с одного адреса',
    max_same_stay_per_addressHint: 'От 0 до 100; 0 — без ограничения.',
    expired_hold_wait_minutes: 'Ожидание после неоплаченной брони, минут',
    expired_hold_wait_minutesHint:
      'От 0 до 1440. Аккаунт, чья бронь истекла без оплаты, ждёт столько минут; за каждую следующую в течение недели — вдвое дольше. 0 — без ожидания.',
    booking_closes_days: 'Онлайн-бронирование закрывается за, дней до заезда',
    booking_closes_daysHint: 'От 0 до 365; 0 — можно бронировать и в день заезда.',
    online_share_percent: 'Оплата онлайн, % стоимости проживания',
    online_share_percentHint:
      'От 1 до 100; остальное гость платит при заезде. Плата за бронирование оплачивается онлайн полностью.',
    guest_refund_percent: 'Возврат при отмене гостем, % оплаты за номер',
    guest_refund_percentHint:
      'От 0 до 100; 0 — оплата не возвращается. Плата за бронирование не возвращается. Действует для бронирований, сделанных после изменения.',
  },
  unchanged: 'Изменений нет.',
  changed: 'Изменено полей: {{count}}.',
  confirm: 'Подтвердите изменения настроек.',
  notConfirmed: 'Изменения не подтверждены.',
  save: 'Сохранить',
  saving: 'Сохранение…',
  reset: 'Отменить изменения',
};
