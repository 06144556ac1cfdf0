import type { RoomTypeView } from '@hotel/contracts';
import { startAppAfterPaint } from './after-paint';
import { askEarly } from './api/early';
import { loadMessages } from './i18n/resources';
import { readInitialLanguage } from './i18n/stored-language';
import { ROOM_TYPES_PATH } from './routes/_public/-rooms/room-types-query';

/**
 * The start of /rooms (its page, rooms.html, alone; scripts/home-preload.ts writes it). The
 * screen's largest thing is the first card's picture, and which picture that is only the room
 * types say. Here the answer the page's HTML preloads is read at once, the picture preloaded, and
 * the screen's opening painted before the app's code is even asked for: the header's bar, the
 * heading in the reader's language (their texts' chunk, which the app loads anyway) and the first
 * card's picture, in the app's own boxes, so the app's first render (createRoot empties #root)
 * shows them in the same places. The app starts once that picture has been painted, or at once
 * when there is nothing to paint; its /rooms loader takes the same answer (api/early.ts).
 */
void Promise.all([askEarly(ROOM_TYPES_PATH), loadMessages[readInitialLanguage()]().catch(() => undefined)])
  .then(([data, messages]) => {
    const picture = (data as RoomTypeView[] | undefined)?.[0]?.images[0];
    if (!picture) return null;
    const hint = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: picture });
    hint.setAttribute('fetchpriority', 'high');
    document.head.append(hint);
    return messages ? paintShell(picture, messages.rooms) : null;
  })
  // Whatever happened above, the page must get its app.
  .catch(() => null)
  .then(startAppAfterPaint);

/** An element with classes and children; texts go in as text, never as markup. */
function element(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}

/** The shell, in #root (empty: the app starts only after this); its picture, to wait for. */
function paintShell(picture: string, texts: { title: string; intro: string }): HTMLImageElement | null {
  const root = document.getElementById('root');
  if (!root) return null;
  const image = Object.assign(document.createElement('img'), { src: picture, alt: '', width: 350, height: 200 });
  image.setAttribute('fetchpriority', 'high');
  root.append(
    element(
      'div',
      'page',
      element('header', 'site-header', element('div', 'site-header__inner container')),
      element(
        'main',
        'page__main',
        element(
          'div',
          'container section',
          element('header', 'page-heading', element('h1', '', texts.title), element('p', 'page-heading__intro', texts.intro)),
          element('div', 'room-grid', element('article', 'room-card', element('div', 'room-card__media', image))),
        ),
      ),
    ),
  );
  return image;
}
