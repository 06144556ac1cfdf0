/** The Mail screen's texts (staff namespace, key `mail`), in the three languages. */
export const ru = {
  title: 'Письма гостям',
  intro:
    'Письма, отправленные гостям на их языке: подтверждение, неудачная или просроченная оплата, отмена, возврат, новые даты и напоминание за два дня до заезда, а гостю брони, оформленной персоналом с оплатой онлайн, — ссылка на оплату. Без SMTP-сервера письма сохраняются файлами .eml в папке данных. Список обновляется каждые 10 секунд.',
  empty: 'Писем пока нет.',
  column: { created: 'Создано', booking: 'Бронь', recipient: 'Кому', kind: 'Письмо', subject: 'Тема', status: 'Состояние' },
  kind: {
    confirmed: 'Подтверждение',
    paymentFailed: 'Оплата не прошла',
    paymentExpired: 'Время оплаты истекло',
    cancelled: 'Отмена',
    refunded: 'Возврат',
    datesChanged: 'Новые даты',
    roomChanged: 'Другой номер',
    reminder: 'Напоминание',
    payLink: 'Ссылка на оплату',
    departureRefunded: 'Возврат за ранний выезд',
    cancelledByHotel: 'Отмена отелем',
    cancelledByHotelRefund: 'Отмена отелем с возвратом',
  },
  status: { sent: 'Отправлено {{at}}', waiting: 'Ожидает отправки', failing: 'Не отправлено ({{attempts}} попыток): {{error}}' },
  file: 'файл {{file}}',
  show: 'Текст письма',
};

export const en: typeof ru = {
  title: 'Mail to guests',
  intro:
    "The mails sent to guests in their language: confirmation, a failed or expired payment, a cancellation, a refund, new dates and a reminder two days before arrival, and the payment link to a guest booked by staff who pays online. Without an SMTP server they are kept as .eml files in the data directory. The list refreshes every 10 seconds.",
  empty: 'No mail yet.',
  column: { created: 'Written', booking: 'Booking', recipient: 'To', kind: 'Mail', subject: 'Subject', status: 'State' },
  kind: {
    confirmed: 'Confirmation',
    paymentFailed: 'Payment failed',
    paymentExpired: 'Payment time ran out',
    cancelled: 'Cancellation',
    refunded: 'Refund',
    datesChanged: 'New dates',
    roomChanged: 'Another room',
    reminder: 'Reminder',
    payLink: 'Payment link',
    departureRefunded: 'Early departure refund',
    cancelledByHotel: 'Cancelled by the hotel',
    cancelledByHotelRefund: 'Cancelled by the hotel, with refund',
  },
  status: { sent: 'Sent {{at}}', waiting: 'Waiting to be sent', failing: 'Not sent ({{attempts}} tries): {{error}}' },
  file: 'file {{file}}',
  show: 'Text of the mail',
};

export const tm: typeof ru = {
  title: 'Myhmanlara hatlar',
  intro:
    'Myhmanlara öz dillerinde iberilen hatlar: tassyklama, geçmedik ýa-da möhleti geçen töleg, ýatyrma, yzyna gaýtarma, täze seneler we gelmezden iki gün öň ýatlatma, işgärler tarapyndan onlaýn töleg bilen bronlanan myhmana bolsa töleg salgysy. SMTP serwer bolmasa, hatlar maglumat bukjasynda .eml faýllary hökmünde saklanýar. Sanaw her 10 sekuntda täzelenýär.',
  empty: 'Entek hat ýok.',
  column: { created: 'Ýazyldy', booking: 'Bron', recipient: 'Kime', kind: 'Hat', subject: 'Tema', status: 'Ýagdaýy' },
  kind: {
    confirmed: 'Tassyklama',
    paymentFailed: 'Töleg geçmedi',
    paymentExpired: 'Töleg wagty gutardy',
    cancelled: 'Ýatyrma',
    refunded: 'Yzyna gaýtarma',
    datesChanged: 'Täze seneler',
    roomChanged: 'Başga otag',
    reminder: 'Ýatlatma',
    payLink: 'Töleg salgysy',
    departureRefunded: 'Öň gidenlik üçin gaýtarma',
    cancelledByHotel: 'Myhmanhana ýatyrdy',
    cancelledByHotelRefund: 'Myhmanhana ýatyrdy, pul gaýtarylýar',
  },
  status: { sent: 'Iberildi {{at}}', waiting: 'Iberilmegine garaşýar', failing: 'Iberilmedi ({{attempts}} synanyşyk): {{error}}' },
  file: '{{file}} faýly',
  show: 'Hatyň teksti',
};
