import type { ReactNode } from 'react';

/** One titled part of the ledger's screens, named by its heading, with an optional note under it. */
export function LedgerSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="ledger-section">
      <h2 id={id}>{title}</h2>
      {intro && <p className="muted form-hint">{intro}</p>}
      {children}
    </section>
  );
}
