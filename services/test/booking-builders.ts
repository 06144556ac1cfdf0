/*
 * Parts of a booking's events that the fixtures, load generators and random histories build
 * alike: pure builders, no state kept here.
 */

/** The price of `nights` nights at `roomPriceTenge` a night, without a discount, plus the fee. */
export const priceOf = (nights: number, roomPriceTenge = 50_000, bookingFeeTenge = 1_000) => ({
  nights,
  roomPriceTenge,
  discountPercent: 0,
  roomPartTenge: nights * roomPriceTenge,
  bookingFeeTenge,
  totalTenge: nights * roomPriceTenge + bookingFeeTenge,
});

/** The bank's order registered for a booking, numbered after it, paid at `formUrl`. */
export const paymentRegistration = (
  booking: { roomId: number; bookingId: number },
  orderId = `order-${booking.bookingId}`,
  formUrl = `https://bank.example/${orderId}`,
) => ({ ...booking, orderId, orderNumber: String(booking.bookingId), formUrl });
