// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import type { GuestDraft } from '../../../lib/stay';
import { emptyGuest, GuestFields, guestProblems, toGuestInput } from './guest-fields';

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

  it('takes Turkmen and Cyrillic names', () => {
    expect(
      guestProblems([draft(1, 'Ňurjemal Şöhratowa', '111111'), draft(2, 'Мария Иванова-Петрова')]),
    ).toEqual([{}, {}]);
  });

  // Not left to the browser: its bubbles speak its own language, and Chromium has no Turkmen.
  it('finds a blank name, a missing series and a number the passport cannot have', () => {
    const foreign = { ...draft(4, 'Ivan Petrov', 'AB12'), citizenship: 'RU' };
    expect(
      guestProblems([
        draft(1, '  '),
        { ...draft(2, 'Aman Amanow', '222222'), passport_serial: '' },
        draft(3, 'Merdan Orazow', '12345'),
        foreign,
        { ...foreign, key: 5, passport_number: 'AB12345' },
      ]),
    ).toEqual([
      { name: 'nameRequired' },
      { passport: 'serialRequired' },
      { passport: 'passportNumberInvalid' },
      { passport: 'foreignPassportInvalid' },
      {},
    ]);
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

describe('a foreign guest', () => {
  it('chooses a country, gives no series and a number of Latin letters and digits', async () => {
    const changes: GuestDraft[] = [];
    function Row() {
      const [guest, setGuest] = useState(emptyGuest(1));
      return (
        <GuestFields
          guest={guest}
          index={0}
          onChange={(next) => {
            changes.push(next);
            setGuest(next);
          }}
        />
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Row />
      </I18nextProvider>,
    );
    const country = screen.getByRole('combobox', { name: 'Citizenship' });
    expect(country).toHaveProperty('value', 'TM');
    expect(screen.getByRole('combobox', { name: 'Passport series' })).toBeTruthy();

    await userEvent.selectOptions(country, 'RU');
    expect(screen.queryByRole('combobox', { name: 'Passport series' })).toBeNull();
    const number = screen.getByRole('textbox', { name: /^Passport number \(5–20/ });
    await userEvent.type(number, 'ab 12-345x');

    expect(number).toHaveProperty('value', 'AB12345X');
    const last = changes.at(-1);
    expect(last && toGuestInput({ ...last, full_name: ' Ivan Petrov ' })).toEqual({
      full_name: 'Ivan Petrov',
      citizenship: 'RU',
      passport_serial: '',
      passport_number: 'AB12345X',
    });
  });

  it('is the same person twice only with the same country and number', () => {
    const russian = { ...draft(1, 'Ivan Petrov', '4509123456'), citizenship: 'RU' };
    expect(
      guestProblems([russian, { ...russian, key: 2 }, { ...russian, key: 3, citizenship: 'KZ' }]),
    ).toEqual([{}, { passport: 'passportTwice' }, {}]);
  });

  it('keeps a Turkmen guest as the server takes it, with its citizenship said', () => {
    expect(toGuestInput(draft(1, 'Aman Amanow'))).toEqual({
      full_name: 'Aman Amanow',
      citizenship: 'TM',
      passport_serial: 'AS',
      passport_number: '123456',
    });
  });
});
