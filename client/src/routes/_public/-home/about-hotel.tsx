import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContacts } from '../../../components/use-site-contacts';
import { HotelReviews } from './hotel-reviews';

const TABS = [
  { id: 1, key: 'about' },
  { id: 2, key: 'location' },
  { id: 3, key: 'reviews' },
] as const;
type TabId = (typeof TABS)[number]['id'];

// OpenStreetMap needs no API key; the frame is mounted only when its tab opens and is lazy too.
const MAP_SRC =
  'https://www.openstreetmap.org/export/embed.html?bbox=52.80%2C39.97%2C52.98%2C40.06&layer=mapnik&marker=40.018%2C52.885';
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=40.018&mlon=52.885#map=13/40.018/52.885';

/** The sidebar block 'about the hotel' with its three tabs; tab 1 is open by default. */
export function AboutHotel() {
  const { t } = useTranslation();
  const [active, setActive] = useState<TabId>(1);
  const contacts = useSiteContacts();
  return (
    <aside className="about" aria-labelledby="about-title">
      <h2 id="about-title" className="section-title">
        {t('home.about.title')}
      </h2>
      <div className="tabs" role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`about-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`about-panel-${tab.id}`}
            className="tabs__tab"
            onClick={() => setActive(tab.id)}
          >
            {t(`home.about.tabs.${tab.key}`)}
          </button>
        ))}
      </div>
      <div
        id={`about-panel-${active}`}
        role="tabpanel"
        aria-labelledby={`about-tab-${active}`}
        className="tabs__panel"
      >
        {active === 1 && (
          <>
            <img className="about__image" src="/images/about.svg" alt={t('home.about.imageAlt')} />
            <p>{t('home.about.text')}</p>
            <p>{t('home.about.text2')}</p>
          </>
        )}
        {active === 2 && (
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
        {active === 3 && <HotelReviews />}
      </div>
    </aside>
  );
}
