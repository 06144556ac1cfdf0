import { LANGUAGES } from '@hotel/contracts/plain';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18n } from '../../../i18n';
import { useHydrated } from '../../../lib/use-hydrated';

type Calendar = ComponentType<{ roomTypeId: number }>;

/** The calendar's chunk and its texts in tm, ru and en, added to i18next as one namespace. */
async function loadPriceCalendar(i18n: I18n): Promise<Calendar> {
  const [calendar, texts] = await Promise.all([
    import('./price-calendar/price-calendar'),
    import('../../../i18n/locales/price-calendar'),
  ]);
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, 'priceCalendar'))
      i18n.addResourceBundle(language, 'priceCalendar', texts[language]);
  }
  return calendar.default;
}

/**
 * Where the room page's month of prices goes, below the fold. The room page is held to strict
 * speed goals, so neither the server's render nor the first load carries the calendar: once the
 * page is interactive and the place nears the screen, its chunk and texts are fetched.
 */
export function PriceCalendarSlot({ roomTypeId }: { roomTypeId: number }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [Calendar, setCalendar] = useState<Calendar | null>(null);

  useEffect(() => {
    const element = place.current;
    if (!hydrated || !element || near) return;
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [hydrated, near]);

  useEffect(() => {
    if (!near || Calendar) return;
    let live = true;
    // A chunk that failed to load (offline, a deploy in between) leaves the page as it was: the
    // room's prices and the booking form above do not need the calendar.
    loadPriceCalendar(i18n).then(
      (loaded) => live && setCalendar(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near, Calendar, i18n]);

  return (
    <div ref={place} className="price-calendar-slot">
      {Calendar && <Calendar roomTypeId={roomTypeId} />}
    </div>
  );
}
