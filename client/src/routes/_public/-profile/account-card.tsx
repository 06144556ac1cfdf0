import type { ReactNode } from 'react';

/** One of the account's settings cards (the password, the sessions): its title, intro and body. */
export function AccountCard({
  titleId,
  title,
  intro,
  children,
}: {
  /** The title's id, which names the card. */
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-card__title">
        {title}
      </h2>
      <p className="muted account-card__intro">{intro}</p>
      {children}
    </section>
  );
}
