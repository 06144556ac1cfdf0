import { describe, expect, it } from 'vitest';
import { stay } from '../../../test/clock';
import { bankOrder, bookToBank, registerGuest } from '../../test/guest';
import { cancelOverRest } from '../../test/rest-requests';
import { bookingTermsSite } from './booking-terms-setup';

/*
 * The terms of stay are the hotel's stated policy, and the rules the site applies are the same
 * figures, read from the options staff change: online booking closes some days before arrival,
 * a share of the stay's room price is paid online (the rest at arrival), and a guest's cancel
 * gives back a share of the room payment (the booking fee is kept). This hotel keeps the defaults.
 */
const { site, options, setOptions, typePrices, stayCharge, share, guestFolio, paidBooking } =
  await bookingTermsSite();

describe('a booking pays the configured share of the stay online', () => {
  it('asks the bank for that share of the room price plus the booking fee, leaving the rest due at arrival', async () => {
    const { online_share_percent: percent, booking_closes_days: days } = await options();
    const charge = await stayCharge(4, 3);
    const { fee } = await typePrices(4);
    const { cookie, booking, charged } = await paidBooking('share@example.com', {
      id: 4,
      ...stay(days + 5, 3),
    });

    expect(charged).toBe(share(charge, percent) + fee);

    const folio = await guestFolio(cookie, booking.id);
    expect(folio.paid * 100).toBe(share(charge, percent) + fee);
    expect(Math.round(folio.balance * 100)).toBe(charge - share(charge, percent));
  });

  it('asks for the whole room price when staff set 100%', async () => {
    await setOptions({ online_share_percent: 100 });
    try {
      const { booking_closes_days: days } = await options();
      const cookie = await registerGuest(site, 'full-share@example.com');
      const formUrl = await bookToBank(site, cookie, { id: 2, ...stay(days + 8, 2) });
      expect((await bankOrder(site, formUrl)).amountMinor).toBe(
        (await stayCharge(2, 2)) + (await typePrices(2)).fee,
      );
    } finally {
      await setOptions({ online_share_percent: 50 });
    }
  });
});

describe('a guest cancel refunds what the options say', () => {
  /** A paid booking of type 3 for 2 nights, `from` days ahead, and what its payment and refund are. */
  const paidStay = (email: string, from: number) => paidBooking(email, { id: 3, ...stay(from, 2) });

  it('keeps the whole payment by default: no refund is offered, and the cancel moves no money', async () => {
    const { booking_closes_days: days } = await options();
    const { cookie, formUrl, booking } = await paidStay('non-refundable@example.com', days + 12);
    expect(booking.booking_refund_amount).toBe(0);

    const refund = await cancelOverRest(site, cookie, booking.id, 'refund');
    expect(refund.statusCode).toBe(400);
    const cancel = await cancelOverRest(site, cookie, booking.id, 'reverse');
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect((await bankOrder(site, formUrl)).refundedAmountMinor ?? 0).toBe(0);
    const folio = await guestFolio(cookie, booking.id);
    expect(folio.refunded).toBe(0);
    expect(folio.balance).toBe(0);
  });

  it('refunds the configured share of the room payment and keeps the booking fee', async () => {
    await setOptions({ guest_refund_percent: 40 });
    try {
      const { booking_closes_days: days, online_share_percent: percent } = await options();
      const { cookie, formUrl, booking } = await paidStay(
        'partly-refundable@example.com',
        days + 16,
      );
      const roomPaid = share(await stayCharge(3, 2), percent);
      expect(booking.booking_refund_amount).toBe(1);

      const refund = await cancelOverRest(site, cookie, booking.id, 'refund');
      expect(refund.statusCode, refund.body).toBe(200);

      expect((await bankOrder(site, formUrl)).refundedAmountMinor).toBe(share(roomPaid, 40));
      const folio = await guestFolio(cookie, booking.id);
      expect(Math.round(folio.refunded * 100)).toBe(share(roomPaid, 40));
      expect(folio.balance).toBe(0);
    } finally {
      await setOptions({ guest_refund_percent: 0 });
    }
  });

  it('keeps to the refund terms a booking was made under when staff change them later', async () => {
    await setOptions({ guest_refund_percent: 100 });
    const { booking_closes_days: days, online_share_percent: percent } = await options();
    const { cookie, formUrl, booking } = await paidStay('sold-refundable@example.com', days + 20);
    await setOptions({ guest_refund_percent: 0 });

    const refund = await cancelOverRest(site, cookie, booking.id, 'refund');
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await bankOrder(site, formUrl)).refundedAmountMinor).toBe(
      share(await stayCharge(3, 2), percent),
    );
  });
});
