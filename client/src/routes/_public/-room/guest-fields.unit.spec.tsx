// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { emptyGuest, GuestFields } from './guest-fields';

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
