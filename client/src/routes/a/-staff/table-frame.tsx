import type { ReactNode } from 'react';

/**
 * A staff table in its frame: a narrow screen scrolls the table sideways instead of cutting its
 * last columns off. The caption names the table for screen readers, hidden unless it is styled.
 */
export function TableFrame({
  caption,
  className,
  captionClassName = 'visually-hidden',
  children,
  below,
}: {
  caption: string;
  /** More classes of the frame, after `data-table`. */
  className?: string;
  captionClassName?: string;
  /** The head, body and foot. */
  children: ReactNode;
  /** What stays under the table as it scrolls (a pager). */
  below?: ReactNode;
}) {
  return (
    <div className={className ? `data-table ${className}` : 'data-table'}>
      <div className="data-table__scroll">
        <table className="data-table__table">
          <caption className={captionClassName}>{caption}</caption>
          {children}
        </table>
      </div>
      {below}
    </div>
  );
}
