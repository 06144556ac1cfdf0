/**
 * The inline script of `/room`'s head when the address names no room type: a link of the form
 * `/room#3` names it in the fragment, which only the browser knows. Its page holds every room type,
 * all hidden (room.tsx, RoomByFragment; rooms.css). The style sheet's `:target` would show the
 * fragment's, but Chromium sets the target only at the load event, after the app's scripts: the
 * room came with the load (Lighthouse: LCP 2.8 s against 1.6 s for `/room?type=3`). This script,
 * run before the body is parsed:
 *
 * - adds a rule showing the fragment's room (a constructed style sheet: the page's policy allows no
 *   inline style element, and the document's elements stay as the server sent them for React);
 * - watches the parser and makes that room's main picture eager and urgent as soon as it exists
 *   (every room's main picture is lazy, so the hidden ones are never fetched), so it comes with
 *   the first paint. It stops watching once the page is parsed.
 *
 * The picture's `loading` then differs from what React rendered: the element says so
 * (`suppressHydrationWarning`), and React never sets it again, as the prop does not change.
 */
export const FRAGMENT_ROOM_SCRIPT =
  `(function(){var k=location.hash.slice(1);if(!/^[1-9][0-9]{0,9}$/.test(k))return;` +
  `var s=new CSSStyleSheet();s.replaceSync('.room-by-fragment>[id="'+k+'"]{display:block}` +
  `.room-by-fragment>[id="'+k+'"]~.room-pending{display:none}');` +
  `document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s);` +
  `var o=new MutationObserver(function(){var r=document.getElementById(k);` +
  `var i=r&&r.querySelector('img.room-gallery__main');` +
  `if(i){i.loading='eager';i.fetchPriority='high';o.disconnect()}});` +
  `o.observe(document.documentElement,{childList:true,subtree:true});` +
  `document.addEventListener('DOMContentLoaded',function(){o.disconnect()})})()`;
