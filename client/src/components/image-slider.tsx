import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Icon } from './icon';
import 'swiper/css';
import 'swiper/css/pagination';
import '../styles/slider.css';

export interface Slide {
  src: string;
  alt: string;
  /** Optional text laid over the picture. */
  caption?: ReactNode;
}

interface Props {
  slides: readonly Slide[];
  label: string;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True while the visitor's system asks for less motion (it can change while the page is open). */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Every carousel of the site: autoplay 3000 ms, looping, clickable bullets (specification, 9).
 * Moving content must be stoppable (WCAG 2.2.2): a pause button, a pause while the pointer is over
 * it or the focus inside it, and no autoplay at all when the system asks for reduced motion (the
 * play button still starts it). The bullets are buttons reachable with Tab (Swiper's A11y module).
 */
export function ImageSlider({ slides, label, className }: Props) {
  const { t, i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The visitor's choice; null until they make one, then it wins over the system setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? !reducedMotion;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (moving) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, moving]);

  return (
    <section
      className={`slider ${className ?? ''}`}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Swiper
        // Swiper reads its messages once, at start: a new language starts it anew.
        key={i18n.language}
        modules={[A11y, Autoplay, Pagination]}
        autoplay={{ delay: 3000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{
          paginationBulletMessage: t('carousel.goTo', { n: '{{index}}' }),
          slideLabelMessage: t('carousel.slide', { n: '{{index}}', total: '{{slidesLength}}' }),
        }}
        loop
        onSwiper={setSwiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.src}>
            <img
              className="slider__image"
              src={slide.src}
              alt={slide.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            {slide.caption && <div className="slider__caption">{slide.caption}</div>}
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Its name says what it will do (the APG carousel pattern), not what the slides do now. */}
      <button type="button" className="slider__toggle" onClick={() => setChosen(!playing)}>
        <Icon
          name={playing ? 'pause' : 'play'}
          size={18}
          label={playing ? t('carousel.pause') : t('carousel.play')}
        />
      </button>
    </section>
  );
}
