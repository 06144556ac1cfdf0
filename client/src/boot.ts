import { startAppAfterPaint } from './after-paint';

/**
 * The home page's start (index.html alone; scripts/home-preload.ts writes both). The page holds a
 * shell — the header's bar and the carousel's first picture — and the app starts once that
 * picture has been painted.
 */
startAppAfterPaint(document.querySelector<HTMLImageElement>('#root img'));
