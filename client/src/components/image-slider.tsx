import type { ReactNode } from 'react';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
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

/** Every carousel of the site: autoplay 3000 ms, looping, clickable bullets (specification, 9). */
export function ImageSlider({ slides, label, className }: Props) {
  return (
    <section className={`slider ${className ?? ''}`} aria-label={label}>
      <Swiper
        modules={[Autoplay, Pagination]}
        autoplay={{ delay: 3000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        loop
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
    </section>
  );
}
