import { useEffect, type RefObject } from 'react';

/**
 * After each check or refusal (`trigger` changes to something), the form's first field marked
 * invalid takes the focus, so the error beside it is read out; the fields are marked on that
 * render, so the effect finds them.
 */
export function useFocusInvalid(form: RefObject<HTMLFormElement | null>, trigger: unknown): void {
  useEffect(() => {
    if (trigger) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, trigger]);
}
