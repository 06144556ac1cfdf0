import type { BookingView, CalendarDate, RoomRowView } from '@hotel/contracts';
import { addDays } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { formatHotelDate } from '../../../../lib/format';
import { dropKinds, type MovingStay } from '../../-move/move-choice';
import { MoveStayDialog } from '../../-move/move-stay-dialog';
import { useMoveStay, type MoveAnswer } from '../../-move/use-move-stay';
import { calendarRangeQuery, moveOptionsQuery } from '../../-staff/queries';
import { useStaffAccess } from '../../-staff/staff-access';
import {
  calendarDays,
  calendarRows,
  cellActions,
  chooseCell,
  keepUnchangedRows,
  movable,
  type CellAction,
  type RangeStart,
} from './calendar-cells';
import { CalendarGrid, type ChosenCell, type MenuAnchor } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import { CellMenu, type MenuItem } from './cell-menu';
import { CheckoutDialog } from './checkout-dialog';
import { EntryHistory } from './entry-history';
import { NewBookingDialog, type NewBookingStart } from './new-booking-dialog';
import { useCalendarActions } from './use-calendar-actions';

interface OpenMenu {
  chosen: ChosenCell;
  anchor: MenuAnchor;
}

interface HistoryOf {
  entry: BookingView;
  roomNumber: string;
}

/**
 * The availability calendar: 20 days from the hotel's
 * today, refreshed every 10 s; a range is chosen from a free cell to a later check-out day of the
 * same room and opened for online booking after a confirm; an occupied cell's menu deletes a
 * for-online block, checks a paid booking's guests in or out, toggles its reception
 * status, or shows the history. A free cell's menu (right click, the menu key or Shift+F10) opens
 * a staff booking for that night, or for the range from the check-in cell
 * already chosen in the same row. A booking moves to another room dragged
 * onto its row, or from its menu's "Move to another room…".
 */
export function AvailabilityCalendar({
  today,
  rooms,
}: {
  today: CalendarDate;
  rooms: readonly RoomRowView[];
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const days = useMemo(() => calendarDays(today), [today]);
  const from = days[0] ?? today;
  const to = days[days.length - 1] ?? today;
  const entries = useQuery(calendarRangeQuery(trpc, { start_date: from, end_date: to }));
  const computed = useMemo(
    () => calendarRows(rooms, entries.data ?? [], days),
    [rooms, entries.data, days],
  );
  // New cells replace the shown ones row by row, keeping each unchanged row (React's pattern for
  // state derived from the previous render: set while rendering, rendered again at once).
  const [shown, setShown] = useState({ from: computed, rows: computed });
  let rows = shown.rows;
  if (shown.from !== computed) {
    rows = keepUnchangedRows(shown.rows, computed);
    setShown({ from: computed, rows });
  }
  const actions = useCalendarActions();
  const { setNotice } = actions;
  // The accountant reads the calendar: no opening, booking, moving or marking, which the server refuses.
  const desk = useStaffAccess('desk');
  const [start, setStart] = useState<RangeStart | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [history, setHistory] = useState<HistoryOf | null>(null);
  const [leaving, setLeaving] = useState<HistoryOf | null>(null);
  const [booking, setBooking] = useState<NewBookingStart | null>(null);
  const [moving, setMoving] = useState<MovingStay | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  // Asked as a drag starts, so that the rows it passes over can say how they take the booking.
  const dragOptions = useQuery(moveOptionsQuery(trpc, dragged));
  const kinds = useMemo(
    () => (dragOptions.data ? dropKinds(dragOptions.data) : null),
    [dragOptions.data],
  );
  const moved = useCallback(
    (answer: MoveAnswer) =>
      setNotice(
        answer.kind === 'error'
          ? { kind: 'error', text: t('calendar.error', { message: answer.text }) }
          : answer,
      ),
    [setNotice, t],
  );
  const moveStay = useMoveStay(moved);
  const numberOf = (bookingId: number) =>
    entries.data?.find((entry) => entry.id === bookingId)?.book_number ?? null;
  const stayOf = ({ cell, room }: ChosenCell): MovingStay | null =>
    movable(cell)
      ? {
          id: cell.entry.id,
          bookNumber: cell.entry.book_number,
          roomNumber: room.room_number,
          version: cell.entry.version,
        }
      : null;

  const onDragStay = (source: ChosenCell | null) => {
    if (!desk) return;
    setDragged(source?.cell.entry?.id ?? null);
    // The hint goes with the drag: a drop's answer (after the server) takes its place.
    setNotice(
      source && {
        kind: 'status',
        text: t('move.dragHint', { number: source.cell.entry?.book_number ?? '' }),
      },
    );
  };

  const onDropStay = (source: ChosenCell, target: ChosenCell) => {
    const stay = stayOf(source);
    if (!stay || !desk) return;
    // Dropped on a stay of that room: the one to swap with, when the server offers it.
    const droppedOn = movable(target.cell) ? target.cell.entry.id : null;
    void moveStay.drop(
      stay,
      { id: target.room.id, number: target.room.room_number },
      droppedOn,
      numberOf,
    );
  };

  const onChoose = async ({ room, day, cell, element }: ChosenCell) => {
    if (!desk) return;
    const step = chooseCell(start, { roomId: room.id, day, free: cell.entry === null }, days);
    switch (step.kind) {
      case 'start':
        setStart(step.start);
        setNotice({
          kind: 'status',
          text: t('calendar.selection.started', {
            room: room.room_number,
            date: formatHotelDate(days[day] ?? ''),
          }),
        });
        return;
      case 'occupied':
        setNotice({ kind: 'status', text: t('calendar.selection.occupied') });
        return;
      case 'reset':
        setStart(null);
        setNotice({ kind: 'status', text: t('calendar.selection.reset') });
        return;
      case 'confirm':
        setStart(null);
        await actions.expose({ ...step, roomNumber: room.room_number });
        element.focus();
    }
  };

  const onCancel = useCallback(() => {
    setStart(null);
    setNotice(null);
  }, [setNotice]);
  const closeMenu = useCallback(() => setMenu(null), []);

  /** A booking of the free night chosen, or of the range from the check-in cell chosen before it. */
  const newBookingItem = ({ room, day }: ChosenCell): MenuItem => {
    const night = days[day] ?? today;
    const ranged =
      start !== null && start.roomId === room.id && start.day < day ? days[start.day] : undefined;
    const checkin = ranged ?? night;
    const checkout = ranged ? night : addDays(night, 1);
    return {
      label: ranged
        ? t('calendar.newBooking.menuRange', {
            checkin: formatHotelDate(checkin),
            checkout: formatHotelDate(checkout),
          })
        : t('calendar.newBooking.menu'),
      run: () => {
        setStart(null);
        setBooking({ roomId: room.id, roomNumber: room.room_number, checkin, checkout });
      },
    };
  };

  const menuItems = ({ chosen }: OpenMenu): MenuItem[] => {
    const { entry } = chosen.cell;
    const roomNumber = chosen.room.room_number;
    const stay = stayOf(chosen);
    const item = (action: CellAction): MenuItem | null => {
      if (action === 'newBooking') return newBookingItem(chosen);
      if (!entry) return null;
      switch (action) {
        case 'removeBlock':
          return {
            label: t('calendar.menu.remove'),
            run: () => void actions.remove(entry, roomNumber).then(() => chosen.element.focus()),
          };
        case 'receptionOn':
          return { label: t('calendar.menu.receptionOn'), run: () => actions.toggle(entry) };
        case 'receptionOff':
          return { label: t('calendar.menu.receptionOff'), run: () => actions.toggle(entry) };
        case 'checkIn':
          return { label: t('frontDesk.checkIn'), run: () => actions.checkIn(entry) };
        case 'checkOut':
          return { label: t('frontDesk.checkOut'), run: () => setLeaving({ entry, roomNumber }) };
        case 'move':
          return stay && { label: t('move.menu'), run: () => setMoving(stay) };
        case 'history':
          return {
            label: t('calendar.menu.history'),
            run: () => setHistory({ entry, roomNumber }),
          };
      }
    };
    return cellActions(chosen.cell)
      .filter((action) => desk || action === 'history')
      .flatMap((action) => item(action) ?? []);
  };

  return (
    <div className="calendar" aria-busy={actions.busy || moveStay.busy}>
      <CalendarLegend />
      <div className="calendar__notice" aria-live="polite">
        {actions.notice && (
          <p
            className={actions.notice.kind === 'error' ? 'form-error' : 'calendar__status'}
            role={actions.notice.kind === 'error' ? 'alert' : 'status'}
          >
            {actions.notice.text}
          </p>
        )}
      </div>
      {entries.isError && (
        <p className="api-error" role="alert">
          {apiErrorMessage(entries.error, common)}
        </p>
      )}
      {rooms.length === 0 ? (
        <p className="muted">{t('calendar.noRooms')}</p>
      ) : (
        <CalendarGrid
          rooms={rooms}
          rows={rows}
          days={days}
          caption={t('calendar.caption', { from: formatHotelDate(from), to: formatHotelDate(to) })}
          start={start}
          onChoose={(chosen) => void onChoose(chosen)}
          onMenu={(chosen, anchor) => setMenu({ chosen, anchor })}
          onCancel={onCancel}
          dropKinds={kinds}
          onDragStay={onDragStay}
          onDropStay={onDropStay}
        />
      )}
      {menu && (
        <CellMenu
          label={t('calendar.menu.label', {
            room: menu.chosen.room.room_number,
            date: formatHotelDate(days[menu.chosen.day] ?? ''),
          })}
          anchor={menu.anchor}
          items={menuItems(menu)}
          onClose={closeMenu}
        />
      )}
      {leaving && (
        <CheckoutDialog
          booking={leaving.entry}
          roomNumber={leaving.roomNumber}
          today={today}
          onDone={actions.checkedOut}
          onClose={() => setLeaving(null)}
        />
      )}
      {booking && (
        <NewBookingDialog
          start={booking}
          onDone={(message) => {
            setBooking(null);
            setNotice({ kind: 'status', text: message });
          }}
          onClose={() => setBooking(null)}
        />
      )}
      {moving && (
        <MoveStayDialog
          stay={moving}
          numberOf={numberOf}
          onDone={moved}
          onClose={() => setMoving(null)}
        />
      )}
      {history && (
        <EntryHistory
          entry={history.entry}
          roomNumber={history.roomNumber}
          onClose={() => setHistory(null)}
        />
      )}
    </div>
  );
}
