import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether what the box holds is wider than the box, so that the box scrolls sideways: measured
 * after mount and again whenever the box or its content changes width. False until then, as on
 * the server, so that hydration finds the markup the server rendered.
 */
export function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The box changes width with the window; its content (the table) with its rows and texts.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
