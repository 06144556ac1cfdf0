import type { bookingMessages as russian } from '../ru/booking';

/** Searching, booking, changing, moving and cancelling a stay, and its folio. */
export const bookingMessages: Record<keyof typeof russian, string> = {
  'guest.notFound': 'No booking has a guest with passport {passport}',
  'guest.noteAdded': 'The note on the guest is saved',
  'booking.notFound': 'Booking not found',
  'booking.staffPlaced': 'Booking {bookNumber} placed and paid at reception',
  'booking.staffPlacedLink': 'Booking {bookNumber} placed: the payment link went to {email}',
  'booking.roomNotFound': 'Room not found',
  'booking.roomTaken': 'This room is already taken for the chosen dates',
  'booking.noRoomFree': 'No room of this type is free for the chosen dates',
  'booking.notPending': 'The booking is not awaiting payment',
  'booking.notPaid': 'The booking is not paid yet',
  'booking.notChangeable': 'The dates of this booking cannot be changed',
  'booking.outsideOnline': 'The room is not open for online booking on these dates',
  'booking.notCancellable': 'This booking cannot be cancelled',
  'booking.checkinPassed': 'Check-in time has passed: it can no longer be cancelled',
  'booking.useRefund': 'This booking is paid: ask for a refund instead',
  'booking.refundInProgress': 'A refund is already in progress',
  'booking.alreadyRefunded': 'This booking was already refunded',
  'booking.notRefundable': 'This booking cannot be refunded',
  'booking.latePaymentNoRoom':
    'The payment came too late: the room is taken, the money will be returned',
  'booking.cancelled': 'The booking was cancelled',
  'booking.refunded': 'The booking was cancelled and {amount} TMT refunded to your card',
  'booking.refundFailed': 'The bank did not make the refund. Please try again later.',
  'booking.datesChanged': 'The booking dates were changed',
  'folio.chargePosted': 'The charge was posted',
  'folio.paymentTaken': 'The payment was recorded',
  'folio.lateCheckOutCharge': 'Late check-out',
  'folio.lateCheckOutPosted': 'Late check-out was charged: {amount} TMT',
  'folio.lateCheckOutTwice': 'Late check-out is already charged on this booking: {who}, {when}',
  'folio.lateCheckOutNotInHouse':
    'Late check-out is charged only while the guests are checked in and have not checked out',
  'booking.receptionToggled': 'The reception status was changed',
  'booking.checkedIn': 'The guests are checked in',
  'booking.checkedOut': 'The guests are checked out',
  'booking.checkedOutEarly':
    "The guests left early on {date}: the freed nights are on online sale again; the bank returned {amount} TMT to the guest's card",
  'booking.checkedOutEarlyRefundPending':
    "The guests left early on {date}: the freed nights are on online sale again; the bank does not answer: {amount} TMT will be returned to the guest's card automatically",
  'booking.checkedOutEarlyRefundFailed':
    'The guests left early on {date}: the freed nights are on online sale again; the bank refused to return {amount} TMT: give it back to the guest another way',
  'booking.checkedOutEarlyAtReception':
    'The guests left early on {date}: the freed nights are on online sale again; give the guest back {amount} TMT at reception, the way they paid',
  'booking.refundOnlyEarly':
    'Money is given back only when the guests leave before the booked checkout',
  'booking.checkedOutEarlyNoRefund':
    'The guests left early on {date}: the freed nights are on online sale again; no money is returned',
  'booking.alreadyCheckedIn': 'The guests are already checked in',
  'booking.alreadyCheckedOut': 'The guests have already checked out',
  'booking.notCheckedIn': 'The guests are not checked in yet',
  'booking.checkinNotYet': 'Check-in is possible from the arrival date',
  'booking.departureOutOfStay':
    'The departure date must lie within the stay: from the arrival date to the booked checkout',
  'booking.departureInFuture': 'The departure date cannot be after today',
  'booking.refundTooLarge': 'The amount to return is more than the room part paid',
  'booking.notActive':
    'The booking no longer holds its room: it was cancelled, refunded, marked as a no-show or never paid',
  'booking.refundOverPaid':
    'At most {max} TMT can be returned: what was paid less what was returned already',
  'booking.noShowTooEarly': 'A no-show can be marked only after the arrival day',
  'booking.noShowMarked': 'The booking is marked as a no-show and its nights are free again',
  'booking.cancelledByStaff':
    'The booking is cancelled and its nights are free again; no money is returned',
  'booking.cancelledByStaffBankRefunded':
    "The booking is cancelled and its nights are free again; the bank returned {amount} TMT to the guest's card",
  'booking.cancelledByStaffBankPending':
    "The booking is cancelled and its nights are free again; the bank does not answer: {amount} TMT will be returned to the guest's card automatically",
  'booking.cancelledByStaffBankFailed':
    'The booking is cancelled and its nights are free again; the bank refused to return {amount} TMT: give it back to the guest another way',
  'booking.cancelledByStaffCash':
    'The booking is cancelled and its nights are free again; give the guest back {amount} TMT in cash',
  'booking.cancelledByStaffTransfer':
    'The booking is cancelled and its nights are free again; send the guest {amount} TMT by bank transfer',
  'booking.beingMoved':
    'This booking is being moved to another room. Please try again in a moment.',
  'booking.notMovable':
    'Only a booking that holds its room (awaiting payment or paid) can be moved, until its guests check out',
  'booking.moved': 'The booking was moved to room {room}',
  'booking.swapped': 'Bookings No. {first} and No. {second} swapped rooms',
  'move.sameRoom': 'The booking is already in this room',
  'move.stayChanged':
    'The booking changed while it was being moved, so the move was undone. Open it again and retry.',
  'move.notSwappable': "These bookings cannot swap rooms: each must fit into the other's room",
  'booking.toBank': 'The room is reserved. Going to the bank payment page…',
  'booking.continuePending':
    'You already have an unpaid booking for this stay: continue paying for it at the bank',
  'booking.onlineDisabled': 'Online payment is not available now. Please contact the hotel.',
  'booking.closedForDates':
    'Online booking for these dates has closed: the earliest check-in is {date} (booking no later than {days} days before arrival)',
  'booking.tooManyGuests': 'More guests than the room holds ({capacity})',
  'booking.tooManyForeignGuests': 'More foreign guests than guests',
  'booking.roomTypeNotFound': 'Room type not found',
  'booking.tooManyPendingFromAddress':
    'Too many unpaid bookings from your network (at most {count}): pay or cancel one of them first',
  'booking.sameStayFromAddress':
    'These dates are already held unpaid from your network: pay for that booking or cancel it first',
  'booking.expiredHoldsWait':
    'Your earlier bookings were not paid in time: you can book again in {minutes} min.',
  'booking.tooManyPending':
    'Too many unpaid bookings (at most {count} per account): pay or cancel one of them first',
  'booking.attemptInProgress':
    'This booking is still being made. Please wait a moment and try again.',
  'booking.attemptReused':
    'This booking attempt was already sent with other details. Check your bookings in your account before booking again.',
  'booking.attemptEnded':
    'Booking No. {bookNumber} was not paid and its room was released. Close this form and book again.',
  'booking.attemptPaid': 'Booking No. {bookNumber} is already paid.',
  'booking.notConfirmed':
    'The booking system is briefly unavailable and your booking is not confirmed yet: it may already have been made. Try again in a minute with the same details: you will get this booking, never a second one.',
  'booking.notConfirmedCheckAccount':
    'The booking system is briefly unavailable and your booking is not confirmed: it may already have been made. Check your bookings in your account before booking again.',
  'search.found': 'Free room types found: {count}',
  'search.nothingFree': 'No rooms are free for the chosen dates',
  'search.onlineUntil': 'Online booking is open only for stays ending by {date}',
  'search.nothingFreeOnRequest':
    'No rooms are free online for the chosen dates. {types}: booked on request, call {phone}',
  'search.tooLong': 'A stay can last at most {max} nights',
  'booking.refundPending':
    'The bank did not answer in time. The refund will be completed automatically.',
  'booking.datesTaken': 'Another booking holds the room on these dates',
  'booking.datesUnchanged': 'Nothing changed: the booking already has these dates',
  // The desk's rules: moves, check-in apart from the reception flag, phone bookings.
  'move.splitOutOfStay':
    'A checked-in stay moves from a night inside it: the nights before stay in the old room',
  'move.stayEnded': 'The stay has ended: check the guests out instead of moving them',
  'move.tooSmall':
    'Room {room} sleeps {capacity}, and the stay has {guests} guests. A manager may move it there with a reason.',
  'move.notPublished':
    'Room {room} is not on sale (the room or its type is not published). A manager may move it there with a reason.',
  'move.tooSmallShort': 'Sleeps {capacity}; the stay has {guests} guests',
  'move.notPublishedShort': 'Not on sale: the room or its type is not published',
  'move.overrideNotAllowed': 'Only a manager may override the rules of a move',
  'move.notSwappableCheckedIn': 'A checked-in stay cannot swap rooms: move it instead',
  // The guests of a booking, changed by staff.
  'booking.guestsChanged': 'The guests of the booking were changed',
  'booking.guestsUnchanged': 'Nothing changed: the booking already has these guests',
  'booking.guestsNotChangeable':
    'The guests of this booking cannot be changed: it no longer holds its room, or its guests have left',
  // A staff cancel of a booking paid partly through the bank and partly at the desk.
  'booking.refundMethodNeeded':
    'Say how the {rest} TMT the bank does not return go back: in cash or by bank transfer',
  'booking.cancelledByStaffBankRefundedDesk':
    "The booking is cancelled and its nights are free again; the bank returned {amount} TMT to the guest's card, and {rest} TMT more are recorded as given back at the desk",
  'booking.cancelledByStaffBankPendingDesk':
    "The booking is cancelled and its nights are free again; the bank does not answer: {amount} TMT will be returned to the guest's card automatically, and {rest} TMT more are recorded as given back at the desk",
  'booking.cancelledByStaffBankFailedDesk':
    'The booking is cancelled and its nights are free again; the bank refused to return {amount} TMT: give it back to the guest another way; {rest} TMT more are recorded as given back at the desk',
  'booking.tooManyChildren': 'More children than guests',
  'booking.foreignChildren': 'More foreign children than foreign guests',
};
