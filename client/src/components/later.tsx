import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../after-paint';

/**
 * The order in which the parts of a page after its opening arrive on the app's first render:
 * what follows the opening on a phone's first screen, the page's other content, its side
 * column, the footer last, so a part never appears above one that is already there and nothing
 * on screen moves (no layout shift).
 */
export const LATER = { first: 1, content: 2, aside: 3, footer: 4 } as const;
type Step = (typeof LATER)[keyof typeof LATER];

/** The last step released; once every waiting part has arrived, the first load is over. */
let released = 0;
let firstLoadOver = false;
const waiting = new Map<number, Set<() => void>>();
let scheduled = false;

function releaseNext(): void {
  scheduled = false;
  released += 1;
  const shows = waiting.get(released) ?? new Set();
  waiting.delete(released);
  for (const show of shows) show();
  if (waiting.size > 0) schedule();
  else firstLoadOver = true;
}

/** Each step in a task of its own after the previous step's frame: its render, then its layout. */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  afterNextPaint(releaseNext);
}

function whenReleased(step: Step, show: () => void): () => void {
  // A part that mounted in time but asks after its step went by (a Later inside a Later: its
  // effect runs a frame after its render) shows at once.
  if (firstLoadOver || step <= released) {
    show();
    return () => undefined;
  }
  const shows = waiting.get(step) ?? new Set();
  waiting.set(step, shows);
  shows.add(show);
  schedule();
  return () => shows.delete(show);
}

/**
 * Renders `children` on the app's first render only after the part of the page a guest sees
 * first has been rendered and painted, each step in a task of its own (issue 11, item 11): the
 * first render of the whole home page was one task of 200-300 ms on Lighthouse's phone, and its
 * layout another. After the first load (any later screen, a language switch) it renders at once.
 */
export function Later({ step, children }: { step: Step; children: ReactNode }) {
  const [shown, setShown] = useState(() => firstLoadOver || step <= released);
  useEffect(() => (shown ? undefined : whenReleased(step, () => setShown(true))), [shown, step]);
  return shown ? children : null;
}
