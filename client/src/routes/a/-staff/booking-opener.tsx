import type { StaffBookingView } from '@hotel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../api/errors';
import { staffBookingQuery } from './queries';

// The lists' own dialog, loaded when a booking is first opened from outside the lists: most
// screens (every one has the top bar's search) never open one.
const BookingDialog = lazy(() =>
  import('../bookings/-bookings/booking-dialog').then((module) => ({
    default: module.BookingDialog,
  })),
);

/**
 * Opens the lists' booking dialog from outside the lists (the top bar's search, a guest's
 * stays): `openBooking` fetches the booking, then it is `open`; meanwhile `opening` is set, with
 * the reason when the fetch failed.
 */
export function useBookingOpener() {
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState<{ error: string | null } | null>(null);
  const [open, setOpen] = useState<StaffBookingView | null>(null);
  const openBooking = async (id: number) => {
    setOpening({ error: null });
    try {
      setOpen(await queryClient.fetchQuery(staffBookingQuery(trpc, id)));
      setOpening(null);
    } catch (error) {
      setOpening({ error: apiErrorMessage(error, common) });
    }
  };
  return { opening, open, openBooking, close: () => setOpen(null) };
}

/**
 * What opening a booking shows: the `waiting` line while the booking is fetched and while its
 * dialog's code loads, the reason when the fetch failed, then the booking's dialog. The lines
 * look as a wait and an error look anywhere, unless the place gives them a `className` of its own.
 */
export function OpenedBooking({
  opener: { opening, open, close },
  waiting,
  className,
}: {
  opener: ReturnType<typeof useBookingOpener>;
  waiting: string;
  className?: string;
}) {
  const waitingClass = className ?? 'muted';
  return (
    <>
      {opening && (
        <p
          className={opening.error ? (className ?? 'form-error') : waitingClass}
          role={opening.error ? 'alert' : 'status'}
        >
          {opening.error ?? waiting}
        </p>
      )}
      {open && (
        <Suspense fallback={<p className={waitingClass}>{waiting}</p>}>
          <BookingDialog key={open.id} booking={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
