// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { DialogProvider, useDialog, type DialogService } from '.';

const i18n = await createI18n();
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** The provider around a page with one button; returns the service the page would use. */
function renderService(): DialogService {
  let service: DialogService | undefined;
  function Page() {
    service = useDialog();
    return <button type="button">Refund</button>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <DialogProvider>
        <Page />
      </DialogProvider>
    </I18nextProvider>,
  );
  if (!service) throw new Error('the page did not render');
  return service;
}

/** Opens a dialog through the service from outside React's event handling. */
function ask<T>(open: () => Promise<T>): Promise<T> {
  let answer: Promise<T> | undefined;
  act(() => {
    answer = open();
  });
  if (!answer) throw new Error('no answer');
  return answer;
}

describe('the dialog service', () => {
  it('resolves an alert with true once OK is pressed', async () => {
    const service = renderService();
    const answer = ask(() => service.alert('Saved.'));

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves a confirm with true on OK and false on Cancel', async () => {
    const service = renderService();
    const yes = ask(() => service.confirm('Refund the booking?'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(yes).resolves.toBe(true);

    const no = ask(() => service.confirm('Refund the booking?'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(no).resolves.toBe(false);
  });

  it('resolves a confirm with false when dismissed by Escape or by the backdrop', async () => {
    const service = renderService();
    const escaped = ask(() => service.confirm('Refund the booking?'));
    await userEvent.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);

    const clickedAway = ask(() => service.confirm('Refund the booking?'));
    const dialog = screen.getByRole('dialog', { name: 'Refund the booking?' });
    if (!dialog.parentElement) throw new Error('the dialog has no backdrop');
    await userEvent.click(dialog.parentElement);
    await expect(clickedAway).resolves.toBe(false);
  });

  it('focuses Cancel in a confirm, so one Enter does not refund', async () => {
    const service = renderService();
    const answer = ask(() => service.confirm('Refund the booking?'));

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');

    await expect(answer).resolves.toBe(false);
  });

  it('resolves a prompt with the typed text on OK and with false on Cancel', async () => {
    const service = renderService();
    const typed = ask(() => service.prompt('New e-mail?', 'old@example.com'));
    const field = screen.getByRole('textbox');
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, 'new@example.com{Enter}');
    await expect(typed).resolves.toBe('new@example.com');

    const cancelled = ask(() => service.prompt('New e-mail?'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);
  });

  it('resolves a prompt left empty with the empty text, not with false', async () => {
    const service = renderService();
    const answer = ask(() => service.prompt('Comment?'));

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    await expect(answer).resolves.toBe('');
  });

  it('cancels the open dialog when a new one is requested, and shows only the new one', async () => {
    const service = renderService();
    const first = ask(() => service.confirm('First?'));
    const second = ask(() => service.confirm('Second?'));

    await expect(first).resolves.toBe(false);
    expect(screen.queryByRole('dialog', { name: 'First?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toBe(true);
  });

  it('keeps Tab inside the dialog and gives the focus back to the opener on close', async () => {
    const service = renderService();
    const opener = screen.getByRole('button', { name: 'Refund' });
    opener.focus();
    const answer = ask(() => service.confirm('Refund the booking?'));

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));

    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
