import { assertNever, type RoomEvent } from '@hotel/contracts';
import type { RoomCommand } from './room-command';
import type { RoomState } from './room-state-types';
import { answerOwedRefund } from './decide/bank-refund-answers';
import { changeDates, changeGuests } from './decide/booking-changes';
import { cancelBooking, cancelByStaff, markNoShow } from './decide/cancel';
import { postCharge, takeDeskPayment } from './decide/folio';
import { acceptStay, releaseStay, revertStayMove } from './decide/moves';
import { closeOnlineNights, openRoomForOnline, removeOnlineBlock } from './decide/online-blocks';
import { bringBackInService, takeOutOfOrder } from './decide/out-of-order';
import { confirmPayment, expirePayment, failPayment, registerPayment } from './decide/payment';
import { placeBooking, placeStaffBooking } from './decide/placement';
import { checkIn, checkOut, setReception } from './decide/reception';
import {
  completeRefund,
  failRefund,
  recordBankRefund,
  recordLatePaymentRefund,
  requestRefund,
} from './decide/refund';

/**
 * The room's rules: no two active occupations of its calendar overlap, an online booking lies
 * inside for-online blocks (a staff one need not), and each booking moves only along its
 * lifecycle. Repeated commands from the bank (a second return, the poller after the return)
 * decide nothing: idempotent. Each command has its decider in decide/, by concern.
 */
export function decide(command: RoomCommand, state: RoomState): RoomEvent[] {
  switch (command.type) {
    case 'OpenRoomForOnline':
      return openRoomForOnline(state, command.data);
    case 'RemoveOnlineBlock':
      return removeOnlineBlock(state, command.data);
    case 'CloseOnlineNights':
      return closeOnlineNights(state, command.data);
    case 'TakeOutOfOrder':
      return takeOutOfOrder(state, command.data);
    case 'BringBackInService':
      return bringBackInService(state, command.data);
    case 'PlaceBooking':
      return placeBooking(state, command.data);
    case 'PlaceStaffBooking':
      return placeStaffBooking(state, command.data);
    case 'RegisterPayment':
      return registerPayment(state, command.data);
    case 'ConfirmPayment':
      return confirmPayment(state, command.data);
    case 'FailPayment':
      return failPayment(state, command.data);
    case 'ExpirePayment':
      return expirePayment(state, command.data);
    case 'SetReception':
      return setReception(state, command.data);
    case 'ChangeDates':
      return changeDates(state, command.data);
    case 'ChangeGuests':
      return changeGuests(state, command.data);
    case 'PostCharge':
      return postCharge(state, command.data);
    case 'TakeDeskPayment':
      return takeDeskPayment(state, command.data);
    case 'CancelBooking':
      return cancelBooking(state, command.data);
    case 'RequestRefund':
      return requestRefund(state, command.data);
    case 'CompleteRefund':
      return completeRefund(state, command.data);
    case 'FailRefund':
      return failRefund(state, command.data);
    case 'RecordLatePaymentRefund':
      return recordLatePaymentRefund(state, command.data);
    case 'RecordBankRefund':
      return recordBankRefund(state, command.data);
    case 'CheckIn':
      return checkIn(state, command.data);
    case 'CheckOut':
      return checkOut(state, command.data);
    case 'AcceptStay':
      return acceptStay(state, command.data);
    case 'ReleaseStay':
      return releaseStay(state, command.data);
    case 'RevertStayMove':
      return revertStayMove(state, command.data);
    case 'CompleteDepartureRefund':
    case 'FailDepartureRefund':
      return answerOwedRefund(state, 'departureRefund', command.data);
    case 'CancelByStaff':
      return cancelByStaff(state, command.data);
    case 'MarkNoShow':
      return markNoShow(state, command.data);
    case 'CompleteStaffRefund':
    case 'FailStaffRefund':
      return answerOwedRefund(state, 'staffRefund', command.data);
    default:
      return assertNever(command);
  }
}
