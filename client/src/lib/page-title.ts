import type { AnyRouter } from '@tanstack/react-router';
import type { I18n } from '../i18n';
import { currentLanguage } from '../i18n';
import type { Messages } from '../i18n/resources';

type TitleKey = keyof Messages['titles'];

// The deepest matched route names the screen; any route not listed is the staff area's.
const TITLES: Partial<Record<string, TitleKey>> = {
  '/_public/': 'home',
  '/_public/rooms': 'rooms',
  '/_public/room': 'room',
  '/_public/gallery': 'gallery',
  '/_public/services': 'services',
  '/_public/restaurantbar': 'restaurantbar',
  '/_public/termssettle': 'terms',
  '/_public/login': 'login',
  '/_public/profile': 'profile',
  '/_public/confirmation/$id': 'confirmation',
  '/_public/$': 'notFound',
  '/_public/404': 'notFound',
};

/** `Screen — Hazar` in the current language; the room screen names its room when it has one. */
export function pageTitle(router: AnyRouter, i18n: I18n): string {
  const { matches, location } = router.state;
  const routeId: string = matches.at(-1)?.routeId ?? '';
  const brand = i18n.t('brand.name');
  const roomName = routeId === '/_public/room' ? location.state.roomType?.name : undefined;
  const screen =
    roomName?.[currentLanguage(i18n)] ?? i18n.t(`titles.${TITLES[routeId] ?? 'staff'}`);
  return `${screen} — ${brand}`;
}

/**
 * Every screen gets its own document title, re-written when the route or the language changes
 * (WCAG 2.4.2), and a new screen takes the focus to its main heading, or to <main>, instead of
 * leaving it on a link that may be gone (WCAG 2.4.3): a screen reader then reads the new screen.
 * The first load keeps the browser's own start; a change of the hash or the search alone is not a
 * new screen. Returns the unsubscriber.
 */
export function followScreens(router: AnyRouter, i18n: I18n): () => void {
  const retitle = () => {
    document.title = pageTitle(router, i18n);
  };
  const unsubscribe = router.subscribe('onResolved', (event) => {
    retitle();
    if (!event.fromLocation || !event.pathChanged) return;
    // The screen renders after the router resolves; wait for that frame.
    requestAnimationFrame(() => focusScreen());
  });
  i18n.on('languageChanged', retitle);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', retitle);
  };
}

function focusScreen(): void {
  const main = document.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  // Focusable by script only: a heading is no Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
