import { translate } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { ru as common } from '../client/src/i18n/locales/ru';
import { ru as staff } from '../client/src/routes/a/-staff/i18n';
import { eventually, hidden, shown } from './ui';
import {
  site,
  staffPage,
  RECEPTION,
  MANAGER,
  NIGHT_TENGE,
  filled,
  tmt,
  guestStay,
  openBooking,
  folioOf,
  balanceOf,
} from './staff-roles-setup';

/*
 * Reception charges late check-out from the booking dialog's folio in one click: the button names
 * the amount before the click (half the night, the room type sold without a discount), and the
 * folio's balance then shows it due, on a line named in the staff's language.
 */
describe('late check-out in one click', () => {
  it(
    'reception sees the amount on the button, clicks it, and the folio shows it due',
    { timeout: 120_000 },
    async () => {
      const stay = await guestStay('roles-guest-late@example.com', 0);
      const manager = await site.session(2, MANAGER);
      const checkIn = await site.app.inject({
        method: 'POST',
        url: '/trpc/staffBookings.checkIn',
        headers: { cookie: manager.cookie },
        payload: { id: stay.id },
      });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      // Half the night, rounded half up to the teňňe.
      const half = Math.floor((NIGHT_TENGE * 50 + 50) / 100);

      const page = await staffPage('ru', RECEPTION, 'reception');
      const dialog = await openBooking(page, stay);
      expect(await (await shown(balanceOf(dialog, common.folio.settled))).textContent()).toBe(
        `${tmt(0)} TMT`,
      );
      const button = folioOf(dialog).getByRole('button', {
        name: filled(staff.lateCheckOut.button, { amount: tmt(half) }),
        exact: true,
      });
      await (await shown(button)).click();
      await eventually(() => folioOf(dialog).getByRole('status').textContent()).toBe(
        translate('ru', 'folio.lateCheckOutPosted', { amount: half }),
      );
      await eventually(() => balanceOf(dialog, common.folio.balance).textContent()).toBe(
        `${tmt(half)} TMT`,
      );
      // The line names the charge in Russian and the receptionist who clicked; it is charged once.
      const line = folioOf(dialog)
        .getByRole('row')
        .filter({
          hasText: `${common.folio.kind.charge}: ${common.folio.charge.late_check_out}`,
        });
      expect(await (await shown(line)).getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([RECEPTION, tmt(half)]),
      );
      await hidden(button);

      // The booking's history names it in Russian too, not in the three languages at once.
      const posted = dialog
        .getByRole('region', { name: staff.history.title })
        .getByRole('listitem')
        .filter({ hasText: staff.history.event.ChargePosted });
      expect(await (await shown(posted)).textContent()).toContain(
        `${staff.history.field.charge}: ${common.folio.charge.late_check_out}`,
      );
    },
  );
});
