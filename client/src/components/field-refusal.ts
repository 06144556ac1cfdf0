import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type RefObject } from 'react';
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

/**
 * Once `failure` (a refusal, or the count of the form's own checks) is said by a field, the focus
 * goes to that field (the first one marked invalid), where its error is read out and the value
 * corrected; a failure no field shows leaves the focus to the form's alert. The fields are marked
 * on the render that brings the failure, so the effect finds them.
 */
export function useFocusInvalidField(
  form: RefObject<HTMLFormElement | null>,
  failure: unknown,
): void {
  useEffect(() => {
    if (failure) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, failure]);
}

/**
 * A form whose server refusal is said by the field it names: that refusal (null when the failure
 * names none of `fields`), and the ref for the `<form>`, whose field marked invalid takes the focus.
 */
export function useFieldRefusal(failure: unknown, fields: readonly string[], t: TFunction) {
  const form = useRef<HTMLFormElement>(null);
  useFocusInvalidField(form, failure);
  return { form, refusal: fieldRefusalOf(failure, fields, t) };
}

/**
 * A form's own checks before anything is sent: `checked` once they found something wrong (its
 * fields say what from then on, until `reset` when the form is emptied or opened afresh), and
 * the ref for the `<form>`, whose field marked invalid takes the focus on each `failed` press.
 */
export function useFormChecks() {
  const form = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useFocusInvalidField(form, failures);
  return {
    form,
    checked: failures > 0,
    failed: () => setFailures((count) => count + 1),
    reset: () => setFailures(0),
  };
}
