import type { CalendarDate, RoomRowView } from '@hotel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api';
import { formatHotelDate } from '../../../../lib/format';
import type { MovingStay } from '../../-move/move-choice';
import { MoveStayDialog } from '../../-move/move-stay-dialog';
import { calendarRangeQuery, outOfOrderQuery } from '../../-staff/queries';
import { useStaffAccess } from '../../-staff/staff-access';
import {
  calendarDays,
  calendarRange,
  calendarRows,
  chooseCell,
  keepUnchangedRows,
  type RangeStart,
} from './calendar-cells';
import { CalendarGrid } from './calendar-grid';
import { CalendarLegend } from './calendar-legend';
import { CalendarPager } from './calendar-pager';
import { calendarMenuItems, type EntryInRoom, type MenuContext } from './calendar-menu-items';
import { CellMenu } from './cell-menu';
import { CheckoutDialog } from './checkout-dialog';
import type { ChosenCell, MenuAnchor } from './chosen-cell';
import { EntryHistory } from './entry-history';
import { NewBookingDialog, type NewBookingStart } from './new-booking-dialog';
import { NightsOffSaleDialog, type NightsOffSale } from './nights-off-sale-dialog';
import type { DateChange, StayDates } from './tape-resize';
import { TapeResizeDialog } from './tape-resize-dialog';
import { useCalendarActions } from './use-calendar-actions';
import { useDragMove } from './use-drag-move';

interface OpenMenu {
  chosen: ChosenCell;
  anchor: MenuAnchor;
}

/**
 * The availability calendar, a tape chart: 20 days from the hotel's today or the day paged to
 * (a week back or ahead, or any date), refreshed every 10 s; a range is chosen from a free cell to a later check-out day of the
 * same room and opened for online booking after a confirm; an occupied cell's menu deletes a
 * for-online block, checks a paid booking's guests in or out, toggles its reception
 * status, or shows the history. A free cell's menu (right click, the menu key or Shift+F10) opens
 * a staff booking for that night, or for the range from the check-in cell
 * already chosen in the same row. A booking moves to another room dragged
 * onto its row, or from its menu's "Move to another room…".
 */
export function AvailabilityCalendar({
  today,
  from,
  onPage,
  rooms,
}: {
  today: CalendarDate;
  /** The window's first day. */
  from: CalendarDate;
  /** Show the window starting on another day (the URL keeps it). */
  onPage: (from: CalendarDate) => void;
  rooms: readonly RoomRowView[];
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const days = useMemo(() => calendarDays(from), [from]);
  const range = calendarRange(from);
  const entries = useQuery(calendarRangeQuery(trpc, range));
  const periods = useQuery(outOfOrderQuery(trpc, range));
  const computed = useMemo(
    () => calendarRows(rooms, entries.data ?? [], days, periods.data ?? []),
    [rooms, entries.data, days, periods.data],
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
  const manager = useStaffAccess('manager');
  const [start, setStart] = useState<RangeStart | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [history, setHistory] = useState<EntryInRoom | null>(null);
  const [leaving, setLeaving] = useState<EntryInRoom | null>(null);
  const [booking, setBooking] = useState<NewBookingStart | null>(null);
  const [offSale, setOffSale] = useState<{ kind: NightsOffSale; start: NewBookingStart } | null>(
    null,
  );
  const [moving, setMoving] = useState<MovingStay | null>(null);
  const [changing, setChanging] = useState<DateChange | null>(null);
  const onResizeStay = ({ room, cell }: ChosenCell, dates: StayDates) => {
    if (cell.entry) setChanging({ entry: cell.entry, roomNumber: room.room_number, dates });
  };
  const numberOf = (bookingId: number) =>
    entries.data?.find((entry) => entry.id === bookingId)?.book_number ?? null;
  const drag = useDragMove({ desk, setNotice, numberOf });

  const onChoose = async ({ room, day, cell, element }: ChosenCell) => {
    if (!desk) return;
    const step = chooseCell(start, { roomId: room.id, day, free: cell.state === 'free' }, days);
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

  const takeOffSale = (kind: NightsOffSale, chosen: NewBookingStart) => {
    setStart(null);
    setOffSale({ kind, start: chosen });
  };
  const menuContext: MenuContext = {
    t,
    desk,
    manager,
    actions,
    days,
    today,
    start,
    onNewBooking: (chosen) => {
      setStart(null);
      setBooking(chosen);
    },
    onCheckOut: setLeaving,
    onMove: setMoving,
    onChangeDates: setChanging,
    onHistory: setHistory,
    onOutOfOrder: (chosen) => takeOffSale('outOfOrder', chosen),
    onCloseOnlineNights: (chosen) => takeOffSale('closeOnline', chosen),
  };

  const page = (next: CalendarDate) => {
    // A range being chosen or a menu belongs to the columns they were opened on.
    setStart(null);
    setMenu(null);
    onPage(next);
  };

  return (
    <div className="calendar" aria-busy={actions.busy || drag.busy}>
      <CalendarPager start={from} today={today} onStart={page} />
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
          today={today}
          caption={t('calendar.caption', {
            from: formatHotelDate(range.start_date),
            to: formatHotelDate(range.end_date),
          })}
          start={start}
          onChoose={(chosen) => void onChoose(chosen)}
          onMenu={(chosen, anchor) => {
            // A night the reader may do nothing with opens no empty menu.
            if (calendarMenuItems(chosen, menuContext).length > 0) setMenu({ chosen, anchor });
          }}
          onCancel={onCancel}
          dropKinds={drag.kinds}
          onDragStay={drag.onDragStay}
          onDropStay={drag.onDropStay}
          resizable={desk}
          onResizeStay={onResizeStay}
        />
      )}
      {menu && (
        <CellMenu
          label={t('calendar.menu.label', {
            room: menu.chosen.room.room_number,
            date: formatHotelDate(days[menu.chosen.day] ?? ''),
          })}
          anchor={menu.anchor}
          items={calendarMenuItems(menu.chosen, menuContext)}
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
      {offSale && (
        <NightsOffSaleDialog
          kind={offSale.kind}
          start={offSale.start}
          today={today}
          onDone={actions.outOfOrderTaken}
          onClose={() => setOffSale(null)}
        />
      )}
      {moving && (
        <MoveStayDialog
          stay={moving}
          numberOf={numberOf}
          onDone={drag.moved}
          onClose={() => setMoving(null)}
        />
      )}
      {changing && (
        <TapeResizeDialog
          change={changing}
          busy={actions.busy}
          onConfirm={actions.changeDates}
          onClose={() => setChanging(null)}
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
