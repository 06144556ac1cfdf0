import { useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `container`, in document order, skipping hidden ones. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * What a modal layer (a screen's modal, the dialog service) needs to be modal for the keyboard
 * and for screen readers (WCAG 2.4.3, 2.1.2 without a trap of the page): everything else in
 * <body> becomes `inert` while it is open, Tab and Shift+Tab cycle inside it, and on close the
 * focus goes back to the control that opened it (kept from the first render, before a field
 * inside the layer takes the focus).
 *
 * `layer` is the layer's outermost element, a direct child of <body> (both are portals);
 * `initial` is focused on open unless something inside already took the focus.
 * Returns the keydown handler to put on the layer.
 */
export function useModalFocus(
  layer: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useLayoutEffect(() => {
    const own = layer.current;
    if (!own) return;
    // Only the siblings this layer made inert are released on close: under a nested layer
    // (a confirm over the booking form) the page stays inert until the outer layer closes.
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== own && !element.inert,
    );
    for (const element of madeInert) element.inert = true;
    if (!own.contains(document.activeElement)) {
      (initial?.current ?? tabStops(own)[0])?.focus();
    }
    return () => {
      for (const element of madeInert) element.inert = false;
      // The opener may have gone (a menu that closed); then the browser's default is all we have.
      if (opener?.isConnected) opener.focus();
    };
  }, [layer, initial, opener]);

  return (event) => {
    const own = layer.current;
    if (event.key !== 'Tab' || !own) return;
    const stops = tabStops(own);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !own.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !own.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
