import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/carousel';
import { PageHeading } from '../../components/page-heading';
import { publicPageHead } from '../../seo/route-head';
import '../../styles/pages.css';

const slideImage = (n: number) => `/images/slides/gallery-${n}.svg`;

export const Route = createFileRoute('/_public/gallery')({
  head: ({ match }) => publicPageHead(match.context, 'gallery', { image: slideImage(1) }),
  component: GalleryPage,
});

const SLIDE_COUNT = 4;
const IMAGE_COUNT = 12;
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function GalleryPage() {
  const { t } = useTranslation();
  const slides = numbers(SLIDE_COUNT).map((n) => ({
    src: slideImage(n),
    alt: t('gallery.imageAlt', { n }),
  }));
  return (
    <div className="container section">
      <PageHeading title={t('gallery.title')} intro={t('gallery.intro')} />
      <Carousel slides={slides} label={t('gallery.title')} className="page-carousel" />
      <div className="gallery-grid">
        {numbers(IMAGE_COUNT).map((n) => (
          <figure key={n} className="gallery-grid__item">
            <img
              src={`/images/gallery/${n}.svg`}
              alt={t('gallery.imageAlt', { n: SLIDE_COUNT + n })}
              loading="lazy"
            />
          </figure>
        ))}
      </div>
    </div>
  );
}
