import type { BookingView, CalendarDate } from '@hotel/contracts';
import { addDays } from '@hotel/contracts/plain';
import type { TFunction } from 'i18next';
import { formatHotelDate } from '../../../../lib/format';
import type { MovingStay } from '../../-move/move-choice';
import { cellActions, type CellAction, type RangeStart } from './calendar-cells';
import { stayOf, type ChosenCell } from './chosen-cell';
import type { MenuItem } from './cell-menu';
import type { NewBookingStart } from './new-booking-dialog';
import { stayDatesOf, type DateChange } from './tape-resize';
import type { useCalendarActions } from './use-calendar-actions';

/** A booking the calendar opens a dialog about (its history, its check-out). */
export interface EntryInRoom {
  entry: BookingView;
  roomNumber: string;
}

/** What the calendar's menu items act with and open. */
export interface MenuContext {
  t: TFunction<'staff'>;
  /** False for the accountant, who reads the calendar: only the history stays in the menu. */
  desk: boolean;
  /** Only a manager takes rooms out of order and brings them back. */
  manager: boolean;
  actions: Pick<
    ReturnType<typeof useCalendarActions>,
    'remove' | 'toggle' | 'checkIn' | 'backInService'
  >;
  days: readonly CalendarDate[];
  today: CalendarDate;
  /** The check-in cell of the range being chosen. */
  start: RangeStart | null;
  onNewBooking: (start: NewBookingStart) => void;
  onCheckOut: (leaving: EntryInRoom) => void;
  onMove: (stay: MovingStay) => void;
  /** Change a stay's dates in the dialog a dragged edge opens, from its dates now. */
  onChangeDates: (change: DateChange) => void;
  onHistory: (of: EntryInRoom) => void;
  /** Take the room out of order from the chosen night (its dialog asks the dates and why). */
  onOutOfOrder: (start: NewBookingStart) => void;
  /** Take nights of a for-online window off sale from the chosen night (its dialog asks which). */
  onCloseOnlineNights: (start: NewBookingStart) => void;
}

/** Actions only a manager's menu offers; the rest need the desk, but for the history. */
const MANAGER_ACTIONS: ReadonlySet<CellAction> = new Set([
  'outOfOrder',
  'closeOnlineNights',
  'backInService',
]);

/** A booking of the free night chosen, or of the range from the check-in cell chosen before it. */
function newBookingItem({ room, day }: ChosenCell, context: MenuContext): MenuItem {
  const { t, days, today, start } = context;
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
    run: () =>
      context.onNewBooking({ roomId: room.id, roomNumber: room.room_number, checkin, checkout }),
  };
}

/** The chosen night as a dialog's first range: that night alone until the dialog changes it. */
function chosenNight({ room, day }: ChosenCell, { days, today }: MenuContext): NewBookingStart {
  const night = days[day] ?? today;
  return {
    roomId: room.id,
    roomNumber: room.room_number,
    checkin: night,
    checkout: addDays(night, 1),
  };
}

/** The items of a cell's menu, in the order cellActions gives them. */
export function calendarMenuItems(chosen: ChosenCell, context: MenuContext): MenuItem[] {
  const { t, actions } = context;
  const { entry } = chosen.cell;
  const roomNumber = chosen.room.room_number;
  const stay = stayOf(chosen);
  const item = (action: CellAction): MenuItem | null => {
    if (action === 'newBooking') return newBookingItem(chosen, context);
    if (action === 'outOfOrder') {
      const start = chosenNight(chosen, context);
      return { label: t('calendar.outOfOrder.menu'), run: () => context.onOutOfOrder(start) };
    }
    if (action === 'closeOnlineNights') {
      const start = chosenNight(chosen, context);
      return {
        label: t('calendar.closeOnline.menu'),
        run: () => context.onCloseOnlineNights(start),
      };
    }
    if (action === 'backInService') {
      const { period } = chosen.cell;
      return period
        ? {
            label: t('calendar.outOfOrder.back'),
            run: () => void actions.backInService(period, roomNumber),
          }
        : null;
    }
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
        return {
          label: t('frontDesk.checkIn'),
          run: () => void actions.checkIn(entry, chosen.room),
        };
      case 'checkOut':
        return {
          label: t('frontDesk.checkOut'),
          run: () => context.onCheckOut({ entry, roomNumber }),
        };
      case 'move':
        return stay && { label: t('move.menu'), run: () => context.onMove(stay) };
      case 'changeDates':
        return {
          label: t('calendar.resize.menu'),
          run: () => context.onChangeDates({ entry, roomNumber, dates: stayDatesOf(entry) }),
        };
      case 'history':
        return {
          label: t('calendar.menu.history'),
          run: () => context.onHistory({ entry, roomNumber }),
        };
    }
  };
  return cellActions(chosen.cell)
    .filter((action) =>
      MANAGER_ACTIONS.has(action) ? context.manager : context.desk || action === 'history',
    )
    .flatMap((action) => item(action) ?? []);
}
