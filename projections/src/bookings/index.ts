export { bookingsProjection, BOOKINGS } from './projector';
export {
  bookingById,
  bookingsByIds,
  bookingByOrder,
  bookingsToReconcile,
  guestBookings,
  staffBookings,
  type BookingRow,
  type StaffList,
} from './queries';
