export { bookingsProjection, BOOKINGS } from './projector';
export {
  bookingById,
  bookingsByIds,
  bookingByOrder,
  deskDay,
  type DeskDay,
  bookingsToReconcile,
  guestBookings,
  staffBookings,
  type BookingRow,
  type StaffList,
} from './queries';
export { searchBookings, type BookingSearch, type FoundBooking } from './search';
export { bookingsWithPassport, type PassportBooking } from './guest-passport';
export { foreignGuestsStaying, type ForeignGuestsBooking } from './police-list';
