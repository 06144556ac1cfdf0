import { translate } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { signedTmt } from '../client/src/routes/a/-move/move-choice';
import { day } from '../test/clock';
import { mailAmount } from '../services/test/mailbox';
import { answerConfirm } from './staff-session';
import { axeViolations } from './screens';
import { dotted, eventually, hidden, screenshotIfFailed, shown, withTimeouts } from './ui';
import {
  site,
  browser,
  mailbox,
  STAFF_EMAIL,
  ROOM,
  FIRST_ROOM,
  TYPE,
  staffPage,
  cell,
  statesOf,
  status,
  bookingOf,
  phoneBooking,
  moveOptions,
} from './front-desk-journey-setup';

describe('the front desk', () => {
  it(
    'swaps two stays’ rooms from the booking dialog, each guest told of the new room in their language',
    { timeout: 120_000 },
    async () => {
      const first = await phoneBooking(
        FIRST_ROOM.id,
        'swap-first@example.com',
        'tm',
        'Aýna Berdiýewa',
      );
      const second = await phoneBooking(ROOM.id, 'swap-second@example.com', 'en', 'John Smith');
      const offered = (await moveOptions(first.id)).swaps.find(
        (swap) => swap.bookingId === second.id,
      );
      if (!offered)
        throw new Error(
          `no swap of booking ${first.bookNumber} with ${second.bookNumber} is offered`,
        );

      const page = await staffPage('en', STAFF_EMAIL);
      await page.getByRole('button', { name: `Edit booking No. ${first.bookNumber}` }).click();
      const dialog = await shown(
        page.getByRole('dialog', { name: `Booking No. ${first.bookNumber}` }),
      );
      const section = dialog.getByRole('region', { name: 'Move to another room' });
      await section
        .getByRole('button', {
          name: `Swap rooms with the booking in room ${ROOM.room_number}: John Smith`,
        })
        .click();
      const difference = signedTmt(offered.priceDifferenceTenge, 'en');
      await answerConfirm(
        page,
        `Swap rooms: booking No. ${first.bookNumber} goes to room ${ROOM.room_number}, and the booking of John Smith ` +
          `(${dotted(day(10))} – ${dotted(day(13))}) to room ${FIRST_ROOM.room_number}? For these nights the type ` +
          `“${TYPE?.name.en ?? ''}” costs ${difference} TMT compared with the one booked: the folio charges the nights moved at its price.`,
        'OK',
      );
      await eventually(() => section.getByRole('status').textContent()).toBe(
        translate('en', 'booking.swapped', { first: first.bookNumber, second: second.bookNumber }),
      );
      expect((await bookingOf(first.bookNumber)).roomId).toBe(ROOM.id);
      expect((await bookingOf(second.bookNumber)).roomId).toBe(FIRST_ROOM.id);

      const toFirst = await mailbox.arrived('swap-first@example.com', /otagy üýtgedildi/);
      expect(toFirst.subject).toBe(`№ ${first.bookNumber} bronuň otagy üýtgedildi`);
      // Another type each way: neither is told the price stays, as the folio charges its price.
      expect(toFirst.text).toContain(
        `${ROOM.room_number} otag. Ol başga görnüşli otag: geçirilen gijeler onuň bahasy bilen hasaplanýar, tapawudy myhmanhana siziň bilen ylalaşar.`,
      );
      expect(toFirst.text).toContain(mailAmount(first.amount, 'tm'));
      const toSecond = await mailbox.arrived('swap-second@example.com', /has changed/);
      expect(toSecond.subject).toBe(`The room of booking No. ${second.bookNumber} has changed`);
      expect(toSecond.text).toContain(
        `room ${FIRST_ROOM.room_number}. It is of another type: the nights moved are charged at its price, and the hotel will settle the difference with you.`,
      );
      expect(toSecond.text).toContain(mailAmount(second.amount, 'en'));
    },
  );

  it(
    'moves a stay from the calendar by keys, through its menu and the move dialog (the way without dragging)',
    { timeout: 120_000 },
    async ({ task }) => {
      const moving = await phoneBooking(
        FIRST_ROOM.id,
        'keyboard-move@example.com',
        'en',
        'Merdan Orazow',
        14,
      );
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const context = withTimeouts(
        await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true }),
      );
      await context.addInitScript(() => localStorage.setItem('preferredLanguage', 'en'));
      await context.addCookies([
        {
          name: 'hotel_session',
          value: (await site.session(2, STAFF_EMAIL)).token,
          url: site.baseUrl,
        },
      ]);
      const page = await context.newPage();
      try {
        await page.goto(`${site.baseUrl}/a/rooms/online`);
        await shown(page.getByRole('gridcell').first());
        // The calendar settled (its answers in, nothing left to draw it again under the focus).
        await page.waitForLoadState('networkidle');
        // The click only puts the grid's focus on the booking; the rest is keys.
        await cell(page, 14, FIRST_ROOM.room_number).click();
        await page.keyboard.press('Enter');
        const menu = await shown(page.getByRole('menu'));
        await page.keyboard.press('End');
        await page.keyboard.press('ArrowUp');
        expect(
          await menu
            .getByRole('menuitem', { name: 'Move to another room…' })
            .evaluate((item) => item === document.activeElement),
        ).toBe(true);
        await page.keyboard.press('Enter');
        const dialog = await shown(
          page.getByRole('dialog', {
            name: `Move booking No. ${moving.bookNumber} from room ${FIRST_ROOM.room_number}`,
          }),
        );
        const choice = await shown(
          dialog.getByRole('button', { name: `Move to room ${ROOM.room_number}`, exact: true }),
        );
        expect(await axeViolations(page)).toEqual([]);
        // Where Tab would take staff among the rooms' buttons; the choice itself is a key press.
        await choice.focus();
        await page.keyboard.press('Enter');
        // The confirm starts on Cancel, the safe choice: Tab reaches OK.
        await shown(
          page.getByRole('dialog').filter({
            hasText: `Move booking No. ${moving.bookNumber} to room ${ROOM.room_number}`,
          }),
        );
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await hidden(dialog);
        await eventually(() => status(page).textContent()).toBe(
          translate('en', 'booking.moved', { room: ROOM.room_number }),
        );
        await eventually(() => statesOf(page, [14, 15, 16])).toEqual(['paid', 'paid', 'paid']);
        await eventually(() => statesOf(page, [14, 15, 16], FIRST_ROOM.room_number)).toEqual([
          'free',
          'free',
          'free',
        ]);
      } finally {
        await screenshotIfFailed(task, page);
        await context.close();
      }
    },
  );
});
