import type { StaffBookingView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveOptions } from '../../-move/move-options';
import type { MoveAnswer } from '../../-move/use-move-stay';
import { calendarRoomsQuery } from '../../-staff/queries';
import { OutcomeNotice } from '../../-staff/outcome-notice';
import { BookingSection } from './booking-section';
import { holdsRoom } from './booking-state';

/**
 * A stay that can still change rooms, as the room's rules (and the calendar) allow: paid or
 * awaiting payment, not cancelled, its guests not gone. Checked-in guests move for the rest of
 * their stay; the options the server gives say where.
 */
export const canMove = (booking: StaffBookingView) => holdsRoom(booking) && !booking.checked_out_at;

/**
 * The booking dialog's "Move to another room": the rooms free for its nights
 * and the stays to swap with, each after a confirm; the server's answer shows here, and the lists
 * behind refresh with the booking in its new room.
 */
export function BookingMove({ booking }: { booking: StaffBookingView }) {
  const { t } = useTranslation('staff');
  const { trpc } = useRouteContext({ from: '/a' });
  // The room's number, which a swap's question names: the calendar's rows have it.
  const rooms = useQuery(calendarRoomsQuery(trpc));
  const roomNumber = rooms.data?.find((room) => room.id === booking.room_id)?.room_number ?? '';
  const [answer, setAnswer] = useState<MoveAnswer | null>(null);
  return (
    <BookingSection className="booking-move" title={t('move.section')}>
      <p className="muted">{t('move.intro')}</p>
      <OutcomeNotice outcome={answer && { ok: answer.kind === 'status', text: answer.text }} />
      <MoveOptions
        stay={{
          id: booking.id,
          bookNumber: booking.book_number,
          roomNumber,
          version: booking.version,
        }}
        headingLevel={4}
        onAnswer={setAnswer}
      />
    </BookingSection>
  );
}
