import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollsSideways } from './use-scrolls-sideways';

/**
 * A staff table in its frame: a narrow screen scrolls the table sideways instead of cutting its
 * last columns off. The caption names the table for screen readers, on screen only when asked.
 * While the table is wider than its box, the box is a tab stop, a region named after the caption,
 * so that the keyboard scrolls it too (axe: scrollable-region-focusable); while it fits, the box
 * is no stop at all, which would only lengthen the way through the screen. The region's name says
 * it scrolls: the caption alone is often the name of the section around it, and two landmarks of
 * one name are one too many (axe: landmark-unique).
 */
export function TableFrame({
  caption,
  className,
  captionShown = false,
  captionClassName,
  children,
  below,
}: {
  caption: string;
  /** More classes of the frame, after `data-table`. */
  className?: string;
  /** Whether the caption shows on screen too; hidden, it names the table for screen readers. */
  captionShown?: boolean;
  /** A shown caption's classes. */
  captionClassName?: string;
  /** The head, body and foot. */
  children: ReactNode;
  /** What stays under the table as it scrolls (a pager). */
  below?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  const { t } = useTranslation('staff');
  return (
    <div className={className ? `data-table ${className}` : 'data-table'}>
      <div
        ref={box}
        className="data-table__scroll"
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? t('table.scrollsOf', { table: caption }) : undefined}
        tabIndex={scrolls ? 0 : undefined}
      >
        <table className="data-table__table">
          <caption className={captionShown ? captionClassName : 'visually-hidden'}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
      {below}
    </div>
  );
}
