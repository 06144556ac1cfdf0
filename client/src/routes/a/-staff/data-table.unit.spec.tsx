// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { DataTable } from './data-table';
import { en } from './i18n';

interface Room {
  id: number;
  name: string;
}

const column = createColumnHelper<Room>();
const columns = [column.accessor('name', { header: 'Name' })];

const i18n = await createI18n();
beforeAll(async () => {
  i18n.addResourceBundle('en', 'staff', en);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

function table(rows: Room[]) {
  return (
    <I18nextProvider i18n={i18n}>
      <DataTable data={rows} columns={columns} caption="Rooms" empty="No rooms" />
    </I18nextProvider>
  );
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr');

describe('a staff table of rows with an id', () => {
  // TanStack's own identity, the row's index, would hand Garden's row to the new room.
  it('keeps each row its own when a refresh brings a row in before it', () => {
    const { rerender } = render(table([{ id: 1, name: 'Garden' }]));
    const garden = rowOf('Garden');
    rerender(
      table([
        { id: 2, name: 'Sea view' },
        { id: 1, name: 'Garden' },
      ]),
    );
    expect(rowOf('Garden')).toBe(garden);
  });
});
