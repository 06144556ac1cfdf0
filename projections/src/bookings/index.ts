export { bookingsProjection, BOOKINGS } from './projector';
export { bookingById, guestBookings, staffBookings, type BookingRow, type StaffList } from './queries';
