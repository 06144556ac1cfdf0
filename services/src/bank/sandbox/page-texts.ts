import type { Language } from '@hotel/contracts';
import type { CardErrorKey } from './card-form';

/** The hosted payment page's words in the site's three languages. */
const texts = {
  title: { en: 'Card payment', ru: 'Оплата картой', tm: 'Kart bilen töleg' },
  bankName: { en: 'Sandbox bank', ru: 'Тестовый банк', tm: 'Synag banky' },
  // Every page says it, plainly: nobody should mistake this page for a bank's and type a card.
  testBanner: {
    en: 'TEST BANK. This is a test bank, not a real one: no money moves. Do not enter a real card.',
    ru: 'ТЕСТОВЫЙ БАНК. Это тестовый банк, а не настоящий: деньги никуда не переводятся. Не вводите данные настоящей карты.',
    tm: 'SYNAG BANKY. Bu hakyky däl-de, synag banky: hiç hili pul geçirilmeýär. Hakyky kartyň maglumatlaryny girizmäň.',
  },
  testCards: {
    en: 'Test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.',
    ru: 'Тестовые карты: 4111 1111 1111 1111 — оплата проходит, 4000 0000 0000 0002 — отказ.',
    tm: 'Synag kartlary: 4111 1111 1111 1111 — töleg geçýär, 4000 0000 0000 0002 — ret edilýär.',
  },
  merchant: { en: 'Merchant', ru: 'Продавец', tm: 'Satyjy' },
  amount: { en: 'Amount', ru: 'Сумма', tm: 'Möçberi' },
  description: { en: 'Description', ru: 'Описание', tm: 'Düşündiriş' },
  order: { en: 'Order', ru: 'Заказ', tm: 'Sargyt' },
  cardholder: { en: 'Cardholder name', ru: 'Имя владельца карты', tm: 'Kart eýesiniň ady' },
  pan: { en: 'Card number', ru: 'Номер карты', tm: 'Kartyň belgisi' },
  expiry: { en: 'Expiry (MM/YY)', ru: 'Срок действия (ММ/ГГ)', tm: 'Möhleti (AA/ÝÝ)' },
  cvc: { en: 'CVC', ru: 'CVC', tm: 'CVC' },
  pay: { en: 'Pay', ru: 'Оплатить', tm: 'Töle' },
  checkFields: {
    en: 'Please correct the marked fields.',
    ru: 'Исправьте отмеченные поля.',
    tm: 'Bellenen meýdançalary düzediň.',
  },
  paid: { en: 'This order is paid.', ru: 'Заказ оплачен.', tm: 'Sargyt tölendi.' },
  declined: { en: 'The payment was declined.', ru: 'Платёж отклонён.', tm: 'Töleg ret edildi.' },
  expired: {
    en: 'The time for payment has run out.',
    ru: 'Время на оплату истекло.',
    tm: 'Töleg üçin berlen wagt gutardy.',
  },
  closed: {
    en: 'The payment was cancelled or refunded.',
    ru: 'Платёж отменён или возвращён.',
    tm: 'Töleg ýatyryldy ýa-da yzyna gaýtaryldy.',
  },
  notFound: { en: 'Order not found.', ru: 'Заказ не найден.', tm: 'Sargyt tapylmady.' },
  back: {
    en: "Return to the merchant's site",
    ru: 'Вернуться на сайт продавца',
    tm: 'Satyjynyň saýtyna gaýdyp baryň',
  },
  leave: {
    en: "Back to the merchant's site without paying",
    ru: 'Вернуться на сайт продавца без оплаты',
    tm: 'Tölemän satyjynyň saýtyna gaýdyp baryň',
  },
  systemError: {
    en: 'The test bank failed. Please try again.',
    ru: 'Сбой тестового банка. Попробуйте ещё раз.',
    tm: 'Synag bankynda näsazlyk ýüze çykdy. Täzeden synanyşyň.',
  },
} satisfies Record<string, Record<Language, string>>;

const errors = {
  nameRequired: {
    en: "Enter the cardholder's name.",
    ru: 'Укажите имя владельца карты.',
    tm: 'Kart eýesiniň adyny giriziň.',
  },
  invalidCard: {
    en: 'Invalid card number. Use a test card.',
    ru: 'Неверный номер карты. Используйте тестовую карту.',
    tm: 'Kartyň belgisi nädogry. Synag kartyny ulanyň.',
  },
  expiryFormat: {
    en: 'Enter the expiry date as MM/YY.',
    ru: 'Укажите срок действия в виде ММ/ГГ.',
    tm: 'Möhletini AA/ÝÝ görnüşinde giriziň.',
  },
  cardExpired: {
    en: 'The card has expired.',
    ru: 'Срок действия карты истёк.',
    tm: 'Kartyň möhleti geçdi.',
  },
  cvcFormat: {
    en: 'The CVC is 3 digits.',
    ru: 'CVC состоит из 3 цифр.',
    tm: 'CVC 3 sifrden ybarat bolmaly.',
  },
} satisfies Record<CardErrorKey, Record<Language, string>>;

export type PageText = keyof typeof texts;

export function pageText(key: PageText, lang: Language): string {
  return texts[key][lang];
}

export function cardErrorText(key: CardErrorKey, lang: Language): string {
  return errors[key][lang];
}
