import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from '../../../components/image-slider';
import { homeSlideImage } from './slides';
import '../../../styles/slider.css';

// Swiper (a third of the home page's script) is not needed to show the first slide: the page
// paints that slide at once, and the carousel takes its place when its code has arrived.
const ImageSlider = lazy(() => import('../../../components/image-slider').then((module) => ({ default: module.ImageSlider })));

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
  const label = t('home.slidesLabel');
  // The slides' titles are headings of the second level; the page's own first-level heading is
  // the hotel's name, for screen readers and the document outline (the logo shows it already).
  return (
    <>
      <h1 className="visually-hidden">{`${t('brand.name')} — ${t('brand.tagline')}`}</h1>
      <Suspense fallback={slides[0] && <FirstSlide slide={slides[0]} label={label} />}>
        <ImageSlider slides={slides} label={label} className="hero" />
      </Suspense>
    </>
  );
}

/**
 * The carousel's first slide as the carousel shows it, in the same box (the slider's height,
 * the full width), so nothing moves when the carousel replaces it.
 */
function FirstSlide({ slide, label }: { slide: Slide; label: string }) {
  return (
    <section className="slider hero" aria-label={label}>
      <div className="swiper-slide">
        <img className="slider__image" src={slide.src} alt={slide.alt} fetchPriority="high" />
        {slide.caption && <div className="slider__caption">{slide.caption}</div>}
      </div>
    </section>
  );
}
