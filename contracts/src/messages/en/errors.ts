import type { errorMessages as russian } from '../ru/errors';

/** The answers to a request that went wrong as a whole: server errors, stale records, date ranges. */
export const errorMessages: Record<keyof typeof russian, string> = {
  'error.internal': 'Internal server error. Please try again.',
  'error.notFound': 'Not found',
  'error.routeNotFound': 'The address {path} does not exist',
  'error.badJson': 'The request body is not valid JSON',
  'error.unsupportedMediaType': 'Unsupported content type',
  'error.bodyTooLarge': 'The request is too large',
  'error.validation': 'Check the field "{field}": {reason}',
  'error.unauthorized': 'Please log in',
  'error.forbidden': 'You are not allowed to do this',
  'error.unavailable': 'The service is temporarily unavailable',
  'error.invalidEvent':
    'The request leads to a change that cannot be stored. Check the values and try again.',
  'error.unstorableText':
    'The text holds a character that cannot be stored (a NUL or a broken character). Remove it and try again.',
  'error.uriTooLong': 'The address is too long',
  'error.databaseUnavailable':
    'The booking system is briefly unavailable. Nothing was changed: please try again in a minute.',
  'error.databaseBusy': 'The booking system is busy right now. Please try again in a minute.',
  'readModels.lagging': 'Done. The lists may take a moment to show the change.',
  'range.checkoutBeforeCheckin': 'The check-out date must be after the check-in date',
  'range.inPast': 'The check-in date cannot be in the past',
  'range.tooLong': 'The period is too long: at most {max} days',
  'range.endBeforeStart': 'The period must not end before it starts',
  'error.crossSite': 'A request from another site was refused',
  'record.changedBy':
    '{who} changed this record at {when}, after you opened it. Your change was not saved; the screen now shows it as it is: check it and save again.',
  'record.changedBySystem':
    'The system (a payment, a refund or an expiry) changed this record at {when}, after you opened it. Your change was not saved; the screen now shows it as it is: check it and save again.',
};
