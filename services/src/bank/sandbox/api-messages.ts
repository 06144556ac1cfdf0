/** The gateway's error codes (PAYMENTS.md) and its messages, in the two languages it speaks. */
export const ERROR_CODE = {
  duplicateOrderNumber: '1',
  declined: '2',
  unknownCurrency: '3',
  missingParameter: '4',
  badValueOrAccessDenied: '5',
  orderNotFound: '6',
  systemError: '7',
} as const;

export type ApiLanguage = 'ru' | 'en';

/** A call's `language`; the merchant's default (ru) for anything else. */
export function apiLanguage(value: string | undefined): ApiLanguage {
  return value === 'en' ? 'en' : 'ru';
}

const messages = {
  success: { en: 'Success', ru: 'Успешно' },
  accessDenied: { en: 'Access denied', ru: 'Доступ запрещён' },
  missing: { en: 'Missing parameter: ', ru: 'Не указан параметр: ' },
  badValue: { en: 'Invalid value of parameter: ', ru: 'Неверное значение параметра: ' },
  duplicate: {
    en: 'An order with this number is already registered',
    ru: 'Заказ с таким номером уже зарегистрирован',
  },
  currency: { en: 'Unknown currency', ru: 'Неизвестная валюта' },
  notFound: { en: 'Order not found', ru: 'Заказ не найден' },
  declined: { en: 'The order was declined', ru: 'Заказ отклонён' },
  wrongState: {
    en: 'The payment must be in a correct state',
    ru: 'Платёж должен быть в корректном состоянии',
  },
  exceeds: {
    en: 'The refund amount exceeds the deposited amount left',
    ru: 'Сумма возврата превышает оставшуюся списанную сумму',
  },
  system: { en: 'System error', ru: 'Системная ошибка' },
} as const;

export type ApiMessage = keyof typeof messages;

export function apiMessage(key: ApiMessage, language: ApiLanguage, detail = ''): string {
  return messages[key][language] + detail;
}

/** An error answer as banks send it: the code as a string. */
export function apiError(
  code: (typeof ERROR_CODE)[keyof typeof ERROR_CODE],
  key: ApiMessage,
  language: ApiLanguage,
  detail = '',
): { errorCode: string; errorMessage: string } {
  return { errorCode: code, errorMessage: apiMessage(key, language, detail) };
}
