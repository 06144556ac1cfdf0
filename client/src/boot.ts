/**
 * The home page's start (index.html alone; scripts/home-preload.ts writes both). The page holds a
 * shell — the header's bar and the carousel's first picture — and keeps the app's scripts in an
 * inert <template>. They are put to use once that picture has been painted: on a phone the
 * picture and the style sheets have the network to themselves first, so the guest sees the page
 * sooner; the app's first render then replaces the shell with the same picture in the same place.
 * Scripts cloned out of a template run when they are connected, unlike the template's own.
 */
const hints = document.getElementById('after-paint');
if (hints instanceof HTMLTemplateElement) {
  const startApp = () => document.head.append(document.importNode(hints.content, true));
  // A frame, then a task: the frame's paint has happened by then. A tab opened in the background
  // gets no frames and paints nothing: it starts at once.
  const afterPaint = () =>
    document.visibilityState === 'hidden' ? startApp() : requestAnimationFrame(() => setTimeout(startApp));
  const picture = document.querySelector<HTMLImageElement>('#root img');
  void (picture ? picture.decode().catch(() => undefined) : Promise.resolve()).then(afterPaint);
}
