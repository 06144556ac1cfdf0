// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import type { GuestDraft } from '../../../lib/stay';
import { emptyGuest, GuestFields, guestProblems } from './guest-fields';

const i18n = await createI18n();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** One guest row kept in state, as the booking modal keeps it; returns its passport field. */
function renderGuest(): HTMLInputElement {
  function Row() {
    const [guest, setGuest] = useState(emptyGuest(1));
    return <GuestFields guest={guest} index={0} onChange={setGuest} />;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Row />
    </I18nextProvider>,
  );
  const field = screen.getByRole('textbox', { name: /^Passport number/ });
  if (!(field instanceof HTMLInputElement)) throw new Error('the passport number is no input');
  return field;
}

describe('the passport number of a guest', () => {
  it('keeps only the digits of what is typed', async () => {
    const field = renderGuest();

    await userEvent.type(field, '12a-34 b56');

    expect(field.value).toBe('123456');
  });

  it('strips the spaces of a pasted number before counting its six digits', async () => {
    const field = renderGuest();
    field.focus();

    await userEvent.paste('12 34 56');

    expect(field.value).toBe('123456');
  });

  it('stops at six digits', async () => {
    const field = renderGuest();

    await userEvent.type(field, '12345678');

    expect(field.value).toBe('123456');
  });

  it('leaves the name as typed', async () => {
    renderGuest();
    const name = screen.getByRole('textbox', { name: 'Full name' });

    await userEvent.type(name, 'Aýna 2 Berdiýewa');

    expect(name).toHaveProperty('value', 'Aýna 2 Berdiýewa');
  });
});

const draft = (key: number, full_name: string, passport_number = '123456'): GuestDraft => ({
  key,
  full_name,
  passport_serial: 'AS',
  passport_number,
});

describe('the checks of the guests before sending', () => {
  it('finds a name that is no name, and a passport given twice on the later guest', () => {
    const guests = [
      draft(1, 'Aman Amanow'),
      draft(2, '123456', '654321'),
      draft(3, 'Aýna 😀', '111111'),
      draft(4, 'Merdan Orazow'),
    ];
    expect(guestProblems(guests)).toEqual([
      {},
      { name: 'nameInvalid' },
      { name: 'nameInvalid' },
      { passport: 'passportTwice' },
    ]);
  });

  it('leaves a blank name to the required field, and takes Turkmen and Cyrillic names', () => {
    expect(
      guestProblems([
        draft(1, ''),
        draft(2, 'Ňurjemal Şöhratowa', '1'),
        draft(3, 'Мария Иванова-Петрова', '2'),
      ]),
    ).toEqual([{}, {}, {}]);
  });

  it('says next to each field what is wrong with it', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GuestFields
          guest={draft(1, '123456')}
          index={0}
          onChange={() => undefined}
          problems={{ name: 'nameInvalid', passport: 'passportTwice' }}
        />
      </I18nextProvider>,
    );
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A name holds letters, and only spaces, hyphens, apostrophes and dots besides.',
    );
    const number = screen.getByRole('textbox', { name: /^Passport number/ });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('This passport is already given for another guest.');
  });
});
