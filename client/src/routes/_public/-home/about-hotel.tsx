import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContacts } from '../../../components/use-site-contacts';
import { HOTEL_LOCATION } from './hotel-location';
import { HotelReviews } from './hotel-reviews';

const TABS = [
  { id: 1, key: 'about' },
  { id: 2, key: 'location' },
  { id: 3, key: 'reviews' },
] as const;
type TabId = (typeof TABS)[number]['id'];

// OpenStreetMap needs no API key; the frame is mounted only when its tab opens and is lazy too.
const { latitude, longitude } = HOTEL_LOCATION;
const MAP_SRC = `https://www.openstreetmap.org/export/embed.html?bbox=52.80%2C39.97%2C52.98%2C40.06&layer=mapnik&marker=${latitude}%2C${longitude}`;
const MAP_LINK = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=13/${latitude}/${longitude}`;

// The keys of the ARIA tabs pattern: the arrows move along the row (and wrap), Home and End jump
// to its ends. Each gives the index of the tab to open from the current one.
const MOVES: Partial<Record<string, (index: number) => number>> = {
  ArrowRight: (index) => (index + 1) % TABS.length,
  ArrowLeft: (index) => (index - 1 + TABS.length) % TABS.length,
  Home: () => 0,
  End: () => TABS.length - 1,
};

/**
 * The sidebar block 'about the hotel' with its three tabs; tab 1 is open by default. The ARIA tabs
 * pattern: one Tab stop for the row (the open tab), arrows, Home and End choose and open a tab,
 * and each tab controls a panel that exists (the hidden ones are kept, empty, for the reference).
 */
export function AboutHotel() {
  const { t } = useTranslation();
  const [active, setActive] = useState<TabId>(1);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(TABS.findIndex((tab) => tab.id === active));
    const tab = TABS[next];
    if (!tab) return;
    setActive(tab.id);
    tabs.current[next]?.focus();
  };

  return (
    <aside className="about" aria-labelledby="about-title">
      <h2 id="about-title" className="section-title">
        {t('home.about.title')}
      </h2>
      <div className="tabs" role="tablist" aria-labelledby="about-title" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={`about-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`about-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(tab.id)}
          >
            {t(`home.about.tabs.${tab.key}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={`about-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`about-tab-${tab.id}`}
          hidden={active !== tab.id}
          // A Tab stop of its own: the about text has none to reach it by.
          tabIndex={0}
          className="tabs__panel"
        >
          {active === tab.id && <TabContent tab={tab.id} />}
        </div>
      ))}
    </aside>
  );
}

/** Only the open tab's content is mounted: the map frame loads when its tab opens. */
function TabContent({ tab }: { tab: TabId }) {
  const { t } = useTranslation();
  const contacts = useSiteContacts();
  return (
    <>
      {tab === 1 && (
        <>
          <img className="about__image" src="/images/about.svg" alt={t('home.about.imageAlt')} />
          <p>{t('home.about.text')}</p>
          <p>{t('home.about.text2')}</p>
        </>
      )}
      {tab === 2 && (
        <>
          <iframe
            className="about__map"
            title={t('home.about.mapTitle')}
            src={MAP_SRC}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
          {contacts && <p>{contacts.address}</p>}
          <a href={MAP_LINK} target="_blank" rel="noreferrer">
            {t('home.about.openMap')}
          </a>
        </>
      )}
      {tab === 3 && <HotelReviews />}
    </>
  );
}
