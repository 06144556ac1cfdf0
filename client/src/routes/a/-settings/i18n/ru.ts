/** The Settings screen's texts (staff namespace, key `settings`), in the three languages. */
export const ru = {
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

export const en: typeof ru = {
  title: 'Settings',
  intro:
    'Online payment and booking options of the whole hotel. Every change is written to the audit trail.',
  payments: 'Online payment',
  numbers: 'Amounts and limits',
  terms: 'Booking terms',
  termsIntro:
    'The site applies these figures to bookings and shows them on the “Terms of stay” page.',
  field: {
    payment_system: 'Online payment is on',
    payment_booking: 'Charge the booking fee',
    payment_room: 'Charge the room price',
    booking_price: 'Booking price, TMT',
    booking_priceHint: 'At least 0.',
    payment_timeout: 'Time to pay, minutes',
    payment_timeoutHint: 'From 5 to 20 minutes.',
    last_book_number: 'Last booking number',
    last_book_numberHint: 'The next booking gets the number after it.',
    max_pending_bookings: 'Unpaid bookings per account',
    max_pending_bookingsHint: 'From 1 to 20.',
    max_pending_per_address: 'Unpaid bookings per address',
    max_pending_per_addressHint:
      'From 0 to 1000, across the accounts of one address; 0 means no limit.',
    max_same_stay_per_address: 'Unpaid bookings of the same dates per address',
    max_same_stay_per_addressHint: 'From 0 to 100; 0 means no limit.',
    expired_hold_wait_minutes: 'Wait after an unpaid booking ran out, minutes',
    expired_hold_wait_minutesHint:
      'From 0 to 1440. An account whose booking ran out unpaid waits this long; twice as long for each further one within a week. 0 means no wait.',
    booking_closes_days: 'Online booking closes, days before arrival',
    booking_closes_daysHint: 'From 0 to 365; 0 lets guests book on the day of arrival too.',
    online_share_percent: 'Paid online, % of the stay',
    online_share_percentHint:
      'From 1 to 100; the guest pays the rest at arrival. The booking fee is paid online in full.',
    guest_refund_percent: 'Refunded on a guest’s cancel, % of the room payment',
    guest_refund_percentHint:
      'From 0 to 100; 0 means nothing is refunded. The booking fee is never refunded. Applies to bookings made after the change.',
  },
  unchanged: 'Nothing has been changed.',
  changed: 'Fields changed: {{count}}.',
  confirm: 'Confirm the changes to the settings.',
  notConfirmed: 'The changes were not confirmed.',
  save: 'Save',
  saving: 'Saving…',
  reset: 'Undo the changes',
};

export const tm: typeof ru = {
  title: 'Sazlamalar',
  intro:
    'Tutuş myhmanhananyň onlaýn töleg we bronlama sazlamalary. Her üýtgeşme hereketler žurnalyna ýazylýar.',
  payments: 'Onlaýn töleg',
  numbers: 'Mukdarlar we çäkler',
  terms: 'Bronlamagyň şertleri',
  termsIntro: 'Saýt bu sanlary bronlamalara ulanýar we «Ýaşaýyş şertleri» sahypasynda görkezýär.',
  field: {
    payment_system: 'Onlaýn töleg açyk',
    payment_booking: 'Bronlama üçin töleg almak',
    payment_room: 'Otag üçin töleg almak',
    booking_price: 'Bronlamanyň bahasy, TMT',
    booking_priceHint: '0-dan az däl.',
    payment_timeout: 'Tölemek üçin wagt, minut',
    payment_timeoutHint: '5-den 20 minuta çenli.',
    last_book_number: 'Soňky bron belgisi',
    last_book_numberHint: 'Indiki bronlama bir san uly belgini alar.',
    max_pending_bookings: 'Bir hasapdaky tölenmedik bronlar',
    max_pending_bookingsHint: '1-den 20-ä çenli.',
    max_pending_per_address: 'Bir salgydan tölenmedik bronlar',
    max_pending_per_addressHint:
      '0-dan 1000-e çenli, bir salgynyň ähli hasaplary boýunça; 0 — çäksiz.',
    max_same_stay_per_address: 'Bir salgydan şol bir senelere tölenmedik bronlar',
    max_same_stay_per_addressHint: '0-dan 100-e çenli; 0 — çäksiz.',
    expired_hold_wait_minutes: 'Tölenmedik brondan soň garaşmak, minut',
    expired_hold_wait_minutesHint:
      '0-dan 1440-a çenli. Brony tölenmän möhleti geçen hasap şonça minut garaşýar; bir hepdäniň içinde her indiki üçin iki esse köp. 0 — garaşmazdan.',
    booking_closes_days: 'Onlaýn bronlamak ýapylýar, gelmezden öň gün',
    booking_closes_daysHint: '0-dan 365-e çenli; 0 — gelýän güni hem bronlap bolýar.',
    online_share_percent: 'Onlaýn tölenýär, ýaşaýşyň bahasynyň %-i',
    online_share_percentHint:
      '1-den 100-e çenli; galanyny myhman gelende töleýär. Bronlamak üçin töleg onlaýn doly tölenýär.',
    guest_refund_percent: 'Myhman ýatyranda yzyna gaýtarylýar, otag töleginiň %-i',
    guest_refund_percentHint:
      '0-dan 100-e çenli; 0 — töleg yzyna gaýtarylmaýar. Bronlamak üçin töleg yzyna gaýtarylmaýar. Üýtgeşmeden soň edilen bronlamalara degişli.',
  },
  unchanged: 'Üýtgeşme ýok.',
  changed: 'Üýtgedilen meýdança: {{count}}.',
  confirm: 'Sazlamalardaky üýtgeşmeleri tassyklaň.',
  notConfirmed: 'Üýtgeşmeler tassyklanmady.',
  save: 'Ýatda saklamak',
  saving: 'Ýatda saklanýar…',
  reset: 'Üýtgeşmeleri yzyna almak',
};
