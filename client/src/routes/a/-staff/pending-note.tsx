import type { ReactNode } from 'react';

/**
 * The legend above a staff table whose rows waiting for payment are highlighted: a swatch of
 * their colour (data-table.css) and what it means.
 */
export function PendingNote({ children }: { children: ReactNode }) {
  return (
    <p className="pending-note">
      <span className="pending-note__swatch" aria-hidden="true" />
      {children}
    </p>
  );
}
