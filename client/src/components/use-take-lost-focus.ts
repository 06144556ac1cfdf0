import { useEffect, type RefObject } from 'react';

/**
 * Gives `target` the focus when `failure` appears (or changes) while the focus is lost on <body>.
 * A form's submit button is disabled while the form is sent: a guest who pressed it by keyboard
 * is left on <body>, out of a modal too, when the server refuses; the refusal then takes the
 * focus, where the guest reads what to do (WCAG 2.4.3). A focus moved elsewhere meanwhile stays.
 */
export function useTakeLostFocus(target: RefObject<HTMLElement | null>, failure: unknown): void {
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (failure !== null && failure !== undefined && lost) target.current?.focus();
  }, [target, failure]);
}
