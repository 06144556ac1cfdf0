import type { BookingView, CalendarDate, RoomRowView } from '@hotel/contracts';
import { needsCheckInWarning } from '@hotel/contracts/plain';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { useDialog } from '../../../../dialog';
import { formatHotelDate } from '../../../../lib/format';
import {
  backInServiceMutation,
  calendarChangeFilters,
  changeDatesMutation,
  checkInMutation,
  exposeRangeMutation,
  removeBlockMutation,
  setReceptionMutation,
} from '../../-staff/queries';
import { useMarkStale } from '../../-staff/use-mark-stale';
import type { OutOfOrderPeriod } from './calendar-cells';
import type { DateChange } from './tape-resize';

/** What the calendar tells staff after an action: the server's answer, or why nothing happened. */
export interface CalendarNotice {
  kind: 'status' | 'error';
  text: string;
}

export interface ExposeRange {
  roomId: number;
  roomNumber: string;
  checkin: CalendarDate;
  checkout: CalendarDate;
  nights: number;
}

const dotted = (iso: string) => formatHotelDate(iso.slice(0, 10)) ?? iso;

/**
 * The calendar's changes, each through the server with its role check: open a range for
 * online booking (after a confirm), delete a for-online block (after a confirm), toggle a paid
 * booking's reception status, check its guests in (check-out has its own dialog), change a
 * dragged bar's dates (after its dialog). Each answer (the server's message, or its refusal prefixed with
 * the error word) becomes the notice; the calendar, the occupancy, the lists and the trails
 * are then fetched again.
 */
export function useCalendarActions() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const markStale = useMarkStale();
  const dialog = useDialog();
  const [notice, setNotice] = useState<CalendarNotice | null>(null);

  const settled = {
    onSuccess: async (answer: { message: string }) => {
      setNotice({ kind: 'status', text: answer.message });
      await markStale(calendarChangeFilters(trpc));
    },
    onError: async (error: unknown) => {
      setNotice({
        kind: 'error',
        text: t('calendar.error', { message: apiErrorMessage(error, common) }),
      });
      // Refused (someone changed the booking since this calendar was read, say): show it as it is now.
      await markStale(calendarChangeFilters(trpc));
    },
  };
  const expose = useMutation({ ...exposeRangeMutation(trpc), ...settled });
  const remove = useMutation({ ...removeBlockMutation(trpc), ...settled });
  const toggle = useMutation({ ...setReceptionMutation(trpc), ...settled });
  const checkIn = useMutation({ ...checkInMutation(trpc), ...settled });
  const dates = useMutation({ ...changeDatesMutation(trpc), ...settled });
  const back = useMutation({ ...backInServiceMutation(trpc), ...settled });

  return {
    notice,
    setNotice,
    busy:
      expose.isPending ||
      remove.isPending ||
      toggle.isPending ||
      checkIn.isPending ||
      dates.isPending ||
      back.isPending,
    async expose(range: ExposeRange) {
      const confirmed = await dialog.confirm(
        t('calendar.selection.confirm', {
          room: range.roomNumber,
          checkin: dotted(range.checkin),
          checkout: dotted(range.checkout),
          nights: range.nights,
        }),
      );
      if (!confirmed) return setNotice({ kind: 'status', text: t('calendar.selection.declined') });
      setNotice(null);
      expose.mutate({ room_id: range.roomId, checkin: range.checkin, checkout: range.checkout });
    },
    async remove(block: BookingView, roomNumber: string) {
      const confirmed = await dialog.confirm(
        t('calendar.menu.removeConfirm', {
          room: roomNumber,
          checkin: dotted(block.checkin),
          checkout: dotted(block.checkout),
        }),
      );
      if (!confirmed) return;
      setNotice(null);
      remove.mutate({ id: block.id });
    },
    toggle(booking: BookingView) {
      setNotice(null);
      // The mark the menu offered, from what the calendar read: never a flip of whatever is there now.
      toggle.mutate({
        id: booking.id,
        status: booking.status === 1 ? 0 : 1,
        version: booking.version ?? undefined,
      });
    },
    /** A room not ready (dirty, out of order) asks first: the desk may still need to check in. */
    async checkIn(booking: BookingView, room: RoomRowView) {
      if (needsCheckInWarning(room.housekeeping)) {
        const confirmed = await dialog.confirm(
          t('housekeeping.checkInWarning', {
            room: room.room_number,
            state: t(`housekeeping.state.${room.housekeeping}`),
          }),
        );
        if (!confirmed)
          return setNotice({ kind: 'status', text: t('housekeeping.checkInDeclined') });
      }
      setNotice(null);
      checkIn.mutate({ id: booking.id, version: booking.version ?? undefined });
    },
    /**
     * A dragged bar's new dates, confirmed: sent with the version the calendar read, so a booking
     * changed since is refused and the notice says who changed it (then the calendar is read again).
     */
    async changeDates({ entry, dates: stay }: DateChange) {
      setNotice(null);
      const input = { id: entry.id, ...stay, version: entry.version ?? undefined };
      // A refusal is the notice's (onError): the dialog closes either way.
      await dates.mutateAsync(input).catch(() => undefined);
    },
    /** The period's room back into service today, after a confirm naming the reason. */
    async backInService(period: OutOfOrderPeriod, roomNumber: string) {
      const confirmed = await dialog.confirm(
        t('calendar.outOfOrder.backConfirm', { room: roomNumber, reason: period.reason }),
      );
      if (!confirmed) return;
      setNotice(null);
      back.mutate({ id: period.room_id, period_id: period.id });
    },
    /** After the out-of-order dialog, as after the check-out dialog. */
    outOfOrderTaken: settled.onSuccess,
    /** After the check-out dialog: its answer becomes the notice, and what it changed is fetched again. */
    checkedOut: settled.onSuccess,
  };
}
