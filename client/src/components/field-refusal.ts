import type { TFunction } from 'i18next';
import { apiErrorField, apiErrorMessage } from '../api';

/** A refusal about one of a form's fields: the server's message, shown by that field. */
export interface FieldRefusal {
  field: string;
  text: string;
}

/**
 * The refusal as a form shows it: by the field it names when the form has that field (a field's
 * 400, or a rule about it such as a room type's base occupancy), otherwise null, and the form says
 * it under itself as any other failure.
 */
export function fieldRefusalOf(
  error: unknown,
  fields: readonly string[],
  common: TFunction,
): FieldRefusal | null {
  const field = apiErrorField(error);
  return field !== undefined && fields.includes(field)
    ? { field, text: apiErrorMessage(error, common) }
    : null;
}

/** The message for `field` when the refusal names it; undefined leaves the field unmarked. */
export const refusalFor = (refusal: FieldRefusal | null, field: string): string | undefined =>
  refusal?.field === field ? refusal.text : undefined;
