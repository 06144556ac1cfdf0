import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/carousel';
import { homeSlideImage } from './slides';

export function WelcomeCarousel() {
  const { t } = useTranslation();
  const slides = t('home.slides', { returnObjects: true }).map((slide, index) => ({
    src: homeSlideImage(index),
    alt: slide.title,
    caption: (
      <>
        <h2 className="hero__title">{slide.title}</h2>
        <p className="hero__text">{slide.text}</p>
      </>
    ),
  }));
  // The slides' titles are headings of the second level; the page's own first-level heading is
  // the hotel's name, for screen readers and the document outline (the logo shows it already).
  return (
    <>
      <h1 className="visually-hidden">{`${t('brand.name')} — ${t('brand.tagline')}`}</h1>
      <Carousel slides={slides} label={t('home.slidesLabel')} className="hero" />
    </>
  );
}
