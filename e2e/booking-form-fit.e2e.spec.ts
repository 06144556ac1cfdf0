import { describe, expect, it } from 'vitest';
import { loggedInGuest, page, site } from './guest-booking-setup';
import { openBookingModal } from './screens';
import { shown } from './ui';

// What a guest saw in the booking form: the citizenship select too narrow for the country chosen
// (Туркменистан showed as "Туркмени") on a phone and a laptop alike, and the promotion code's box
// drawn as the browser's bare input, glued to its label.

/** The width a select's arrow takes from its text, drawn by the browser inside the padding. */
const SELECT_ARROW_PX = 20;

/** Runs in the page: each select of the dialog whose chosen option's text is wider than its room. */
function clippedSelects(arrow: number): string[] {
  const canvas = document.createElement('canvas').getContext('2d');
  if (!canvas) throw new Error('no 2D canvas');
  return Array.from(document.querySelectorAll<HTMLSelectElement>('[role="dialog"] select'))
    .filter((select) => {
      const style = getComputedStyle(select);
      canvas.font = style.font;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      return canvas.measureText(select.selectedOptions[0]?.text ?? '').width > room;
    })
    .map(
      (select) =>
        `${select.labels?.[0]?.textContent ?? '?'}: ${select.selectedOptions[0]?.text ?? ''}`,
    );
}

describe('the booking form’s fields', () => {
  it.each([390, 1366])(
    'show the chosen citizenship whole at %i px, in English and in Turkmen',
    { timeout: 60_000 },
    async (width) => {
      await loggedInGuest();
      await page.goto(`${site.baseUrl}/`);
      const modal = await openBookingModal(page);
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(clippedSelects, SELECT_ARROW_PX)).toEqual([]);

      // The modal's own language buttons (the page's lie under its overlay).
      await modal.getByRole('button', { name: 'Tm', exact: true }).click();
      await shown(page.getByRole('dialog', { name: 'Otagy bronlamak' }));
      expect(await page.evaluate(clippedSelects, SELECT_ARROW_PX)).toEqual([]);
    },
  );

  it('draws the promotion code as the other fields: its label above a box as wide as the name’s', async () => {
    await loggedInGuest();
    await page.goto(`${site.baseUrl}/`);
    const modal = await openBookingModal(page);
    await page.setViewportSize({ width: 390, height: 844 });

    const promo = await modal.getByRole('textbox', { name: 'Promo code' }).boundingBox();
    const label = await modal.getByText('Promo code', { exact: true }).boundingBox();
    const name = await modal.getByRole('textbox', { name: 'Full name' }).boundingBox();
    if (!promo || !label || !name)
      throw new Error('the promo code or the guest’s name is not drawn');
    expect(label.y + label.height).toBeLessThanOrEqual(promo.y);
    expect(promo.height).toBeCloseTo(name.height, 0);
    expect(promo.width).toBeGreaterThanOrEqual(name.width);
  });
});
