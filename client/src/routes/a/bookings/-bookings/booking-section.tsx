import { useId, type ReactNode } from 'react';

/** A part of the booking dialog (guests, folio, move, cancel, history), named by its heading. */
export function BookingSection({
  title,
  className,
  titleClassName = 'booking-dialog__subtitle',
  children,
}: {
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h3 id={titleId} className={titleClassName}>
        {title}
      </h3>
      {children}
    </section>
  );
}
