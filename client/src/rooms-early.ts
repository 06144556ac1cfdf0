import type { RoomTypeView } from '@hotel/contracts';
import { askEarly } from './api/early';
import { ROOM_TYPES_PATH } from './routes/_public/-rooms/room-types-query';

/**
 * The start of /rooms (its page, rooms.html, alone; scripts/home-preload.ts writes it). The
 * screen's largest picture is the first card's, and which picture that is only the room types
 * say. Without this script they are asked for once the app's code has run, and the picture after
 * them; here the answer the page's HTML preloads is read at once, the first card's picture is
 * preloaded, and the app takes the same answer (the /rooms loader), so neither waits for the code.
 */
void askEarly(ROOM_TYPES_PATH).then((data) => {
  const picture = (data as RoomTypeView[] | undefined)?.[0]?.images[0];
  if (!picture) return;
  const hint = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: picture });
  hint.setAttribute('fetchpriority', 'high');
  document.head.append(hint);
});
