import type { AnyRouter } from '@tanstack/react-router';

/**
 * A new screen takes the focus to its main heading, or to <main>, instead of leaving it on a
 * link that may be gone (WCAG 2.4.3): a screen reader then reads the new screen. The first load
 * keeps the browser's own start; a change of the hash or the search alone is not a new screen.
 * (Each screen's document title comes from its route's head: WCAG 2.4.2.) Returns the unsubscriber.
 */
export function focusScreens(router: AnyRouter): () => void {
  return router.subscribe('onResolved', (event) => {
    if (!event.fromLocation || !event.pathChanged) return;
    // The screen renders after the router resolves; wait for that frame.
    requestAnimationFrame(() => focusScreen());
  });
}

function focusScreen(): void {
  const main = document.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  // Focusable by script only: a heading is no Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
