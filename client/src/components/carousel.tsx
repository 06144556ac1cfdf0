import { memo, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Icon } from './icon';
import { useReducedMotion } from './use-reduced-motion';
import 'swiper/css';
import 'swiper/css/pagination';
import './carousel.css';

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

/** Autoplay delay of every carousel. */
const AUTOPLAY_MS = 3000;
/** How long a slide takes to move in (Swiper's own default). */
const SLIDE_MS = 300;
const MODULES = [A11y, Autoplay, Keyboard, Pagination];

/** Where the focus is: outside, inside after a click or a tap, or inside from the keyboard. */
type Focus = 'outside' | 'pointer' | 'keyboard';

/**
 * Every carousel of the site, on Swiper: autoplay 3000 ms, looping forward from the last slide
 * to the first, clickable bullets (specification, 9). Moving content must be stoppable
 * (WCAG 2.2.2): a pause button, a pause while the mouse is over it or the keyboard's focus is
 * inside it, and no autoplay at all when the system asks for reduced motion (the play button
 * still starts it). A click on a bullet is no pause: autoplay goes on from the chosen slide.
 * The arrow keys move the slides while the focus is inside (Swiper listens on the whole
 * document, so only then). The slides are a polite live region only while they stand still
 * (the APG carousel pattern), so a screen reader is not interrupted every 3 s.
 *
 * It renders the same on the server and in the browser's first render: the browser's motion
 * setting, Swiper and its autoplay all start in effects.
 */
export function Carousel({ slides, label, className }: Props) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // The visitor's choice; null until they make one, then it wins over the system setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focus, setFocus] = useState<Focus>('outside');
  const playing = chosen ?? !reducedMotion;
  const moving =
    playing && reducedMotion !== undefined && !hovered && focus !== 'keyboard' && slides.length > 1;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (moving) swiper.autoplay.start();
    else swiper.autoplay.stop();
    swiper.wrapperEl.setAttribute('aria-live', moving ? 'off' : 'polite');
  }, [swiper, moving]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (focus === 'outside') swiper.keyboard.disable();
    else swiper.keyboard.enable();
  }, [swiper, focus]);

  const onFocus = (event: FocusEvent<HTMLElement>) =>
    // A click focuses a bullet too; only the keyboard's focus (the visible one) stops the slides.
    setFocus(event.target.matches(':focus-visible') ? 'keyboard' : 'pointer');

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-label={label}
      aria-roledescription={t('carousel.carousel')}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus('outside');
      }}
    >
      <CarouselSlides slides={slides} reducedMotion={reducedMotion === true} onSwiper={setSwiper} />
      {/* Its name says what it will do (the APG carousel pattern), not what the slides do now. */}
      <button type="button" className="carousel__toggle" onClick={() => setChosen(!playing)}>
        <Icon
          name={playing ? 'pause' : 'play'}
          size={18}
          label={playing ? t('carousel.pause') : t('carousel.play')}
        />
      </button>
    </section>
  );
}

interface SlidesProps {
  slides: readonly Slide[];
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
}

/**
 * The Swiper itself, apart so that hovering and focusing the carousel do not render it again
 * (Swiper moves the slides' elements around to loop).
 */
const CarouselSlides = memo(function CarouselSlides({
  slides,
  reducedMotion,
  onSwiper,
}: SlidesProps) {
  const { t } = useTranslation();
  const bulletMessage = t('carousel.goTo', { n: '{{index}}' });
  const swiperRef = useRef<SwiperInstance | null>(null);

  // Swiper reads its messages at its start; a new language names the bullets anew.
  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed || !swiper.params.a11y) return;
    if (swiper.params.a11y.paginationBulletMessage === bulletMessage) return;
    swiper.params.a11y.paginationBulletMessage = bulletMessage;
    swiper.pagination.update();
  }, [bulletMessage]);

  return (
    <Swiper
      modules={MODULES}
      loop
      speed={reducedMotion ? 0 : SLIDE_MS}
      // Started and stopped by Carousel; with no animation there is no transition end to wait for.
      autoplay={{
        enabled: false,
        delay: AUTOPLAY_MS,
        disableOnInteraction: false,
        waitForTransition: !reducedMotion,
      }}
      // Enabled by Carousel while the focus is inside; Page Up and Down keep scrolling the page.
      keyboard={{ enabled: false, pageUpDown: false }}
      pagination={{ clickable: true }}
      // The slides carry their own translated role and name (below), rendered on the server too.
      a11y={{ paginationBulletMessage: bulletMessage, slideRole: '', slideLabelMessage: '' }}
      onSwiper={(instance) => {
        swiperRef.current = instance;
        onSwiper(instance);
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.src}
          role="group"
          aria-roledescription={t('carousel.slideRole')}
          aria-label={t('carousel.slide', { n: index + 1, total: slides.length })}
        >
          <img
            className="carousel__image"
            src={slide.src}
            alt={slide.alt}
            // The first picture is the page's largest (its LCP): fetched at once, the rest when near.
            {...(index === 0
              ? { loading: 'eager' as const, fetchPriority: 'high' as const }
              : { loading: 'lazy' as const })}
          />
          {slide.caption && <div className="carousel__caption">{slide.caption}</div>}
        </SwiperSlide>
      ))}
    </Swiper>
  );
});
