import { useTranslation } from 'react-i18next';
import { ImageSlider } from '../../../components/image-slider';
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
  return <ImageSlider slides={slides} label={t('home.slidesLabel')} className="hero" />;
}
