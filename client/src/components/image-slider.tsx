import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
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

/** Autoplay delay of every carousel (specification, point 9). */
const AUTOPLAY_MS = 3000;
/** A scroll (a swipe, the arrow keys, a bullet) counts as settled when it has been still this long. */
const SCROLL_SETTLED_MS = 120;
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
 * The slides sit side by side in a CSS scroll-snap strip, so a finger swipes them and the arrow
 * keys move them once the strip has the focus, with no slider library (Swiper was a third of the
 * home page's script). Moving content must be stoppable (WCAG 2.2.2): a pause button, a pause
 * while the pointer is over it or the focus inside it, and no autoplay at all when the system asks
 * for reduced motion (the play button still starts it). The bullets are buttons reachable with
 * Tab; the strip is a polite live region only while it stands still (the APG carousel pattern),
 * so a screen reader is not interrupted every 3 s.
 */
export function ImageSlider({ slides, label, className }: Props) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The visitor's choice; null until they make one, then it wins over the system setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = chosen ?? !reducedMotion;
  const moving = playing && !hovered && !focused && slides.length > 1;

  const goTo = (index: number) => {
    const strip = track.current;
    if (!strip) return;
    const target = (index + slides.length) % slides.length;
    strip.scrollTo({ left: target * strip.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
    setCurrent(target);
  };

  // One timer per shown slide: a slide chosen by hand also gets its full 3 s.
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => goTo(current + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  });

  // A swipe or the arrow keys move the strip itself: the bullets follow once it has settled
  // (not on every frame of a smooth scroll, which would light the bullets in between).
  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(() => setCurrent(Math.round(strip.scrollLeft / strip.clientWidth)), SCROLL_SETTLED_MS);
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(settle);
      strip.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <section
      className={`slider ${className ?? ''}`}
      aria-label={label}
      aria-roledescription={t('carousel.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* A scrolling box must be reachable with the keyboard (its arrows then move the slides). */}
      <div ref={track} className="slider__track" tabIndex={0} aria-label={label} role="group" aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            className="slider__slide"
            role="group"
            aria-roledescription={t('carousel.slideRole')}
            aria-label={t('carousel.slide', { n: index + 1, total: slides.length })}
          >
            <img
              className="slider__image"
              src={slide.src}
              alt={slide.alt}
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
            {slide.caption && <div className="slider__caption">{slide.caption}</div>}
          </div>
        ))}
      </div>
      <div className="slider__bullets">
        {slides.map((slide, index) => (
          <button
            key={slide.src}
            type="button"
            className={`slider__bullet${index === current ? ' slider__bullet--active' : ''}`}
            aria-label={t('carousel.goTo', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
      {/* Its name says what it will do (the APG carousel pattern), not what the slides do now. */}
      <button type="button" className="slider__toggle" onClick={() => setChosen(!playing)}>
        <Icon name={playing ? 'pause' : 'play'} size={18} label={playing ? t('carousel.pause') : t('carousel.play')} />
      </button>
    </section>
  );
}
