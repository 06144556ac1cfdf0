export { bookingsProjection, BOOKINGS } from './projector';
export {
  bookingById,
  bookingByOrder,
  bookingsToReconcile,
  guestBookings,
  staffBookings,
  type BookingRow,
  type StaffList,
} from './queries';
