import { imageVariantUrl } from '@hotel/contracts/plain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Main image, two small ones beside it, the rest as thumbnails (preview 350x200, thumbnails
 * 120x80 per the specification). Choosing any picture makes it the main one; the focus then goes
 * to the main picture, which a screen reader reads out, since the chosen button has moved away.
 * Uploaded images come with the server's 350x200 preview and 120x80 thumbnail: those are loaded,
 * not the full picture (the demo's drawings have no variants and scale themselves).
 */
export function RoomGallery({
  images,
  name,
  lazy = false,
}: {
  images: readonly string[];
  name: string;
  /** The main picture too: a gallery that may stay hidden fetches nothing until shown. */
  lazy?: boolean;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const mainImage = useRef<HTMLImageElement>(null);
  const picked = useRef(false);

  useEffect(() => {
    if (picked.current) mainImage.current?.focus();
  }, [selected]);

  const main = images[selected] ?? images[0];
  if (!main) return null;
  const others = images.map((src, index) => ({ src, index })).filter((i) => i.index !== selected);
  const small = others.slice(0, 2);
  const thumbs = others.slice(2);
  const alt = (index: number) => `${name} — ${t('room.photo', { n: index + 1 })}`;
  const pick = (
    item: { src: string; index: number },
    variant: 'preview' | 'thumbnail',
    width: number,
    height: number,
  ) => (
    <button
      key={item.src}
      type="button"
      onClick={() => {
        picked.current = true;
        setSelected(item.index);
      }}
    >
      <img
        src={imageVariantUrl(item.src, variant)}
        alt={alt(item.index)}
        width={width}
        height={height}
        loading="lazy"
      />
    </button>
  );
  return (
    <div className="room-gallery">
      <div className="room-gallery__top">
        <img
          ref={mainImage}
          className="room-gallery__main"
          tabIndex={-1}
          src={imageVariantUrl(main, 'preview')}
          alt={alt(selected)}
          width={350}
          height={200}
          loading={lazy ? 'lazy' : undefined}
          // A lazy one may be made eager before hydration (-room/fragment-room.ts).
          suppressHydrationWarning={lazy}
        />
        {small.length > 0 && (
          <div className="room-gallery__small">
            {small.map((item) => pick(item, 'preview', 170, 97))}
          </div>
        )}
      </div>
      {thumbs.length > 0 && (
        <div className="room-gallery__thumbs">
          {thumbs.map((item) => pick(item, 'thumbnail', 120, 80))}
        </div>
      )}
    </div>
  );
}
