/**
 * Starts the app of a page that painted a shell first (index.html's, src/boot.ts; rooms.html's,
 * src/rooms-early.ts): its entry script and the preloads of its code wait in an inert
 * <template id="after-paint"> and are put to use once `picture` has been painted, or at once
 * without one. On a phone the picture and the style sheets have the network to themselves
 * first, so the guest sees the page sooner; the app's first render then replaces the shell with
 * the same picture in the same place. Scripts cloned out of a template run when they are
 * connected, unlike the template's own.
 */
export function startAppAfterPaint(picture: HTMLImageElement | null): void {
  const hints = document.getElementById('after-paint');
  if (!(hints instanceof HTMLTemplateElement)) return;
  const startApp = () => document.head.append(document.importNode(hints.content, true));
  // A frame, then a task: the frame's paint has happened by then. A tab opened in the background
  // gets no frames and paints nothing: it starts at once.
  const afterPaint = () =>
    document.visibilityState === 'hidden' ? startApp() : requestAnimationFrame(() => setTimeout(startApp));
  void (picture ? picture.decode().catch(() => undefined) : Promise.resolve()).then(afterPaint);
}
