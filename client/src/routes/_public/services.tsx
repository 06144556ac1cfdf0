import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PageHeading } from '../../components/page-heading';
import { publicPageHead } from '../../seo/route-head';
import '../../styles/pages.css';

const slideImage = (n: number) => `/images/slides/services-${n}.svg`;

export const Route = createFileRoute('/_public/services')({
  head: ({ match }) => publicPageHead(match.context, 'services', { image: slideImage(1) }),
  component: ServicesPage,
});

const BLOCK_IMAGES = ['bowling', 'billiards', 'arcade', 'yachts'] as const;

function ServicesPage() {
  const { t } = useTranslation();
  const slides = [1, 2].map((n) => ({
    src: slideImage(n),
    alt: t('services.slideAlt', { n }),
  }));
  const blocks = t('services.blocks', { returnObjects: true });
  return (
    <div className="container section">
      <PageHeading title={t('services.title')} intro={t('services.intro')} />
      <Carousel slides={slides} label={t('services.title')} className="page-carousel" />
      <div className="feature-list">
        {blocks.map((block, index) => (
          <section key={block.title} className="feature">
            <img
              className="feature__image"
              src={`/images/services/${BLOCK_IMAGES[index] ?? 'yachts'}.svg`}
              alt=""
              loading="lazy"
            />
            <div className="feature__text">
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
