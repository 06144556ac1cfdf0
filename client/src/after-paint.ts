/**
 * Runs `callback` in a task of its own once the next frame has been painted: a frame, then a
 * task. A tab opened in the background gets no frames and paints nothing: there it runs at once.
 */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') callback();
  else requestAnimationFrame(() => setTimeout(callback));
}

/** How many of the template's nodes go into the page per task (see startAppAfterPaint). */
const NODES_PER_TASK = 8;

/**
 * Starts the app of a page that painted a shell first (index.html's, src/boot.ts; rooms.html's,
 * src/rooms-early.ts): its entry script and the preloads of its code wait in an inert
 * <template id="after-paint"> and are put to use once `picture` has been painted, or at once
 * without one. On a phone the picture and the style sheets have the network to themselves
 * first, so the guest sees the page sooner; the app's first render then replaces the shell with
 * the same picture in the same place. Scripts cloned out of a template run when they are
 * connected, unlike the template's own.
 *
 * The nodes go in a few per task: each preload starts a request on the main thread (0.2–0.6 ms
 * each on the bench's machine, four times that on Lighthouse's phone), and the thirty-odd of
 * them at once made one long task before the app had even started.
 */
export function startAppAfterPaint(picture: HTMLImageElement | null): void {
  const hints = document.getElementById('after-paint');
  if (!(hints instanceof HTMLTemplateElement)) return;
  const nodes = [...document.importNode(hints.content, true).childNodes];
  const startApp = () => {
    document.head.append(...nodes.splice(0, NODES_PER_TASK));
    if (nodes.length > 0) setTimeout(startApp);
  };
  void (picture ? picture.decode().catch(() => undefined) : Promise.resolve()).then(() =>
    afterNextPaint(startApp),
  );
}
