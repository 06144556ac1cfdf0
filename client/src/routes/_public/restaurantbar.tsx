import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PageHeading } from '../../components/page-heading';
import { publicPageHead } from '../../seo/route-head';
import '../../styles/pages.css';

const slideImage = (n: number) => `/images/slides/restaurant-${n}.svg`;

export const Route = createFileRoute('/_public/restaurantbar')({
  head: ({ match }) => publicPageHead(match.context, 'restaurantbar', { image: slideImage(1) }),
  component: RestaurantBarPage,
});

const PARTS = ['restaurant', 'bar'] as const;

function RestaurantBarPage() {
  const { t } = useTranslation();
  const slides = [1, 2].map((n) => ({
    src: slideImage(n),
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
