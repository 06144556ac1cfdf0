import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PageHeading } from '../../components/page-heading';
import '../../styles/pages.css';

export const Route = createFileRoute('/_public/restaurantbar')({
  component: RestaurantBarPage,
});

const PARTS = ['restaurant', 'bar'] as const;

function RestaurantBarPage() {
  const { t } = useTranslation();
  const slides = [1, 2].map((n) => ({
    src: `/images/slides/restaurant-${n}.svg`,
    alt: t('restaurant.slideAlt', { n }),
  }));
  return (
    <div className="container section">
      <PageHeading title={t('restaurant.title')} />
      <Carousel slides={slides} label={t('restaurant.title')} className="page-carousel" />
      <div className="text-columns">
        {PARTS.map((part) => (
          <section key={part} className="text-card">
            <h2>{t(`restaurant.${part}.title`)}</h2>
            <p>{t(`restaurant.${part}.text`)}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
