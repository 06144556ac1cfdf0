import apiMessages from './api-messages.json';

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

/** The gateway's messages in both its languages: data, as the site's texts. */
const messages = apiMessages satisfies Record<string, Record<ApiLanguage, string>>;

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
