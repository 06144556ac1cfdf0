import type { BookingMailKind as MailKind, Language } from '@hotel/contracts';

// The kinds live in contracts, so the staff's mail screen names every kind written here.
export {
  BOOKING_MAIL_KINDS as MAIL_KINDS,
  type BookingMailKind as MailKind,
} from '@hotel/contracts';

/** The facts a mail states, already formatted for its language. */
export interface MailFacts {
  bookNumber: number;
  roomType: string;
  /** `dd.MM.yyyy 14:00` and `dd.MM.yyyy 12:00`, the hotel's wall clock. */
  checkin: string;
  checkout: string;
  guests: number;
  /** `1 170 TMT` in Russian, `1,170 TMT` in English. */
  amount: string;
  /** The room's number, when the mail is about the room (roomChanged). */
  roomNumber?: string;
  /** The room is of another type, whose price the folio charges for the nights moved (roomChanged). */
  repriced?: boolean;
  /** The dates before a change (datesChanged). */
  previous?: { checkin: string; checkout: string };
  /** The bank's payment page and the hotel wall time to pay by (payLink: booked by staff, paid online). */
  payLink?: { url: string; deadline: string };
}

interface Texts {
  hello: string;
  subject: Record<MailKind, (f: MailFacts) => string>;
  lead: Record<MailKind, (f: MailFacts) => string>;
  label: {
    number: string;
    room: string;
    checkin: string;
    checkout: string;
    guests: string;
    amount: string;
    previous: string;
    payUrl: string;
    payBy: string;
  };
  amountLabel: Partial<Record<MailKind, string>>;
  hotelTime: string;
  contacts: string;
  signature: string;
}

const ru: Texts = {
  hello: 'Здравствуйте!',
  subject: {
    confirmed: (f) => `Бронь № ${f.bookNumber} подтверждена`,
    paymentFailed: (f) => `Оплата брони № ${f.bookNumber} не прошла`,
    paymentExpired: (f) => `Время оплаты брони № ${f.bookNumber} истекло`,
    cancelled: (f) => `Бронь № ${f.bookNumber} отменена`,
    refunded: (f) => `Возврат по брони № ${f.bookNumber}`,
    datesChanged: (f) => `Даты брони № ${f.bookNumber} изменены`,
    roomChanged: (f) => `Номер по брони № ${f.bookNumber} изменён`,
    reminder: (f) => `Ждём вас ${f.checkin.slice(0, 10)}: бронь № ${f.bookNumber}`,
    payLink: (f) => `Оплата брони № ${f.bookNumber}`,
    departureRefunded: (f) => `Возврат по брони № ${f.bookNumber}`,
    cancelledByHotel: (f) => `Бронь № ${f.bookNumber} отменена отелем`,
    cancelledByHotelRefund: (f) => `Бронь № ${f.bookNumber} отменена отелем`,
  },
  lead: {
    confirmed: () => 'Оплата получена, ваше бронирование подтверждено.',
    paymentFailed: () =>
      'Банк не провёл оплату, поэтому номер снова свободен. Вы можете забронировать его ещё раз на сайте.',
    paymentExpired: () =>
      'Оплата не поступила вовремя, поэтому бронь снята и номер снова свободен.',
    cancelled: () => 'Ваше бронирование отменено.',
    refunded: () =>
      'Бронирование отменено, банк вернул оплату за номер. Деньги поступят на карту в сроки, установленные вашим банком.',
    datesChanged: () => 'Даты вашего проживания изменены.',
    roomChanged: (f) =>
      `Вы будете жить в другом номере в те же даты: номер ${f.roomNumber ?? ''}. ${f.repriced ? 'Это номер другого типа: перенесённые ночи считаются по его цене, разницу отель согласует с вами.' : 'Стоимость брони не изменилась.'}`,
    reminder: () => 'Напоминаем: через два дня вас ждёт ваш номер.',
    payLink: (f) =>
      `Мы забронировали для вас номер. Оплатите бронь картой на странице банка до ${f.payLink?.deadline ?? ''} (время отеля), иначе бронь будет снята.`,
    departureRefunded: () =>
      'Вы выехали раньше срока: банк вернул на вашу карту деньги за неиспользованные ночи. Они поступят в сроки, установленные вашим банком.',
    cancelledByHotel: () =>
      'Отель отменил ваше бронирование, номер за вами больше не закреплён. Если у вас есть вопросы, свяжитесь с нами.',
    cancelledByHotelRefund: () =>
      'Отель отменил ваше бронирование и возвращает вам указанную ниже сумму: оплата картой вернётся на карту в сроки, установленные вашим банком; оплату в отеле вернём так, как договоримся с вами.',
  },
  label: {
    number: 'Номер брони',
    room: 'Номер',
    checkin: 'Заезд',
    checkout: 'Выезд',
    guests: 'Гостей',
    amount: 'Сумма',
    previous: 'Прежние даты',
    payUrl: 'Оплатить',
    payBy: 'Оплатить до',
  },
  amountLabel: {
    cancelledByHotelRefund: 'К возврату',
    confirmed: 'Оплачено',
    refunded: 'Возвращено',
    payLink: 'К оплате',
    departureRefunded: 'Возвращено',
  },
  hotelTime: 'время отеля',
  contacts: 'Контакты отеля',
  signature: 'С уважением, Hazar — отель и яхт-клуб',
};

const en: Texts = {
  hello: 'Hello,',
  subject: {
    confirmed: (f) => `Booking No. ${f.bookNumber} is confirmed`,
    paymentFailed: (f) => `The payment for booking No. ${f.bookNumber} did not go through`,
    paymentExpired: (f) => `The time to pay for booking No. ${f.bookNumber} has run out`,
    cancelled: (f) => `Booking No. ${f.bookNumber} is cancelled`,
    refunded: (f) => `Refund for booking No. ${f.bookNumber}`,
    datesChanged: (f) => `The dates of booking No. ${f.bookNumber} have changed`,
    roomChanged: (f) => `The room of booking No. ${f.bookNumber} has changed`,
    reminder: (f) => `See you on ${f.checkin.slice(0, 10)}: booking No. ${f.bookNumber}`,
    payLink: (f) => `Payment for booking No. ${f.bookNumber}`,
    departureRefunded: (f) => `Refund for booking No. ${f.bookNumber}`,
    cancelledByHotel: (f) => `Booking No. ${f.bookNumber} is cancelled by the hotel`,
    cancelledByHotelRefund: (f) => `Booking No. ${f.bookNumber} is cancelled by the hotel`,
  },
  lead: {
    confirmed: () => 'We have received your payment: your booking is confirmed.',
    paymentFailed: () =>
      'The bank did not complete the payment, so the room is free again. You can book it again on the website.',
    paymentExpired: () =>
      'The payment did not arrive in time, so the booking was released and the room is free again.',
    cancelled: () => 'Your booking is cancelled.',
    refunded: () =>
      'Your booking is cancelled and the bank has refunded the room price. The money reaches your card within the time your bank takes.',
    datesChanged: () => 'The dates of your stay have changed.',
    roomChanged: (f) =>
      `Your stay has moved to another room for the same dates: room ${f.roomNumber ?? ''}. ${f.repriced ? 'It is of another type: the nights moved are charged at its price, and the hotel will settle the difference with you.' : 'The price of your booking stays the same.'}`,
    reminder: () => 'A reminder: your room awaits you in two days.',
    payLink: (f) =>
      `We have booked a room for you. Please pay by card on the bank's page by ${f.payLink?.deadline ?? ''} (hotel time), or the booking is released.`,
    departureRefunded: () =>
      'You left before the end of your booked stay: the bank has returned the money for the nights not used. It reaches your card within the time your bank takes.',
    cancelledByHotel: () =>
      'The hotel has cancelled your booking: the room is no longer held for you. If you have questions, please contact us.',
    cancelledByHotelRefund: () =>
      'The hotel has cancelled your booking and returns the amount below to you: a card payment goes back to the card within the time your bank takes; money paid at the hotel is returned as agreed with you.',
  },
  label: {
    number: 'Booking number',
    room: 'Room',
    checkin: 'Check-in',
    checkout: 'Check-out',
    guests: 'Guests',
    amount: 'Amount',
    previous: 'Previous dates',
    payUrl: 'Pay here',
    payBy: 'Pay by',
  },
  amountLabel: {
    cancelledByHotelRefund: 'To be returned',
    confirmed: 'Paid',
    refunded: 'Refunded',
    payLink: 'To pay',
    departureRefunded: 'Refunded',
  },
  hotelTime: 'hotel time',
  contacts: 'Contact the hotel',
  signature: 'Kind regards, Hazar Hotel & Yacht Club',
};

const tm: Texts = {
  hello: 'Salam!',
  subject: {
    confirmed: (f) => `№ ${f.bookNumber} bron tassyklandy`,
    paymentFailed: (f) => `№ ${f.bookNumber} bron üçin töleg geçmedi`,
    paymentExpired: (f) => `№ ${f.bookNumber} bron üçin töleg wagty gutardy`,
    cancelled: (f) => `№ ${f.bookNumber} bron ýatyryldy`,
    refunded: (f) => `№ ${f.bookNumber} bron boýunça yzyna gaýtarma`,
    datesChanged: (f) => `№ ${f.bookNumber} bronuň seneleri üýtgedildi`,
    roomChanged: (f) => `№ ${f.bookNumber} bronuň otagy üýtgedildi`,
    reminder: (f) => `Sizi ${f.checkin.slice(0, 10)} garaşýarys: № ${f.bookNumber} bron`,
    payLink: (f) => `№ ${f.bookNumber} bron üçin töleg`,
    departureRefunded: (f) => `№ ${f.bookNumber} bron boýunça yzyna gaýtarma`,
    cancelledByHotel: (f) => `№ ${f.bookNumber} bron myhmanhana tarapyndan ýatyryldy`,
    cancelledByHotelRefund: (f) => `№ ${f.bookNumber} bron myhmanhana tarapyndan ýatyryldy`,
  },
  lead: {
    confirmed: () => 'Tölegiňiz alyndy: bronlamaňyz tassyklandy.',
    paymentFailed: () =>
      'Bank tölegi geçirmedi, şonuň üçin otag ýene boş. Ony saýtda täzeden bronlap bilersiňiz.',
    paymentExpired: () => 'Töleg wagtynda gelmedi, şonuň üçin bron aýryldy we otag ýene boş.',
    cancelled: () => 'Bronlamaňyz ýatyryldy.',
    refunded: () =>
      'Bronlamaňyz ýatyryldy we bank otagyň bahasyny yzyna gaýtardy. Pul kartyňyza bankyňyzyň möhletinde geler.',
    datesChanged: () => 'Ýaşajak seneleriňiz üýtgedildi.',
    roomChanged: (f) =>
      `Şol seneler üçin başga otagda ýaşarsyňyz: ${f.roomNumber ?? ''} otag. ${f.repriced ? 'Ol başga görnüşli otag: geçirilen gijeler onuň bahasy bilen hasaplanýar, tapawudy myhmanhana siziň bilen ylalaşar.' : 'Bronuň bahasy üýtgemedi.'}`,
    reminder: () => 'Ýatlatma: otagyňyz iki günden size garaşýar.',
    payLink: (f) =>
      `Size otag bronladyk. Bronuň tölegini bankyň sahypasynda kart bilen ${f.payLink?.deadline ?? ''} çenli (myhmanhananyň wagty) geçiriň, ýogsa bron aýrylar.`,
    departureRefunded: () =>
      'Siz bellenen möhletden öň gitdiňiz: bank ulanylmadyk gijeleriň pulyny yzyna gaýtardy. Pul kartyňyza bankyňyzyň möhletinde geler.',
    cancelledByHotel: () =>
      'Myhmanhana bronlamaňyzy ýatyrdy: otag indi size berkidilmedi. Soraglaryňyz bar bolsa, biz bilen habarlaşyň.',
    cancelledByHotelRefund: () =>
      'Myhmanhana bronlamaňyzy ýatyrdy we aşakdaky mukdary size gaýtarýar: kart bilen töleg kartyňyza bankyňyzyň möhletinde gaýdyp geler; myhmanhanada tölenen pul siz bilen ylalaşylyşy ýaly gaýtarylar.',
  },
  label: {
    number: 'Bron belgisi',
    room: 'Otag',
    checkin: 'Geliş',
    checkout: 'Gidiş',
    guests: 'Myhman sany',
    amount: 'Mukdar',
    previous: 'Öňki seneler',
    payUrl: 'Tölemek',
    payBy: 'Şu wagta çenli töläň',
  },
  amountLabel: {
    cancelledByHotelRefund: 'Gaýtarylmaly',
    confirmed: 'Tölenen',
    refunded: 'Yzyna gaýtarylan',
    payLink: 'Tölenmeli',
    departureRefunded: 'Yzyna gaýtarylan',
  },
  hotelTime: 'myhmanhananyň wagty',
  contacts: 'Myhmanhananyň habarlaşmak maglumatlary',
  signature: 'Hormat bilen, Hazar — myhmanhana we ýahta kluby',
};

export const MAIL_TEXTS: Record<Language, Texts> = { ru, en, tm };
