import { translate } from '@hotel/contracts';
import { describe, expect, it } from 'vitest';
import { stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { eventually, hidden, shown } from './ui';
import {
  site,
  staff,
  LANGUAGES,
  TEXTS,
  TYPE_ID,
  page,
  open,
  roomType,
  rooms,
  rowWith,
} from './staff-catalog-setup';

describe.each(LANGUAGES)('the staff catalog screens in %s', { timeout: 60_000 }, (language) => {
  const texts = TEXTS[language];
  const typeId = TYPE_ID[language];

  it('adds a room, names a taken number while it is typed and when it is saved, and edits the room', async () => {
    const number = language === 'ru' ? '701' : '801';
    const typeName = (await roomType(typeId)).name[language];
    await open(language, '/a/rooms');
    await page.getByRole('button', { name: texts.addRoom }).click();
    const form = await shown(page.getByRole('form', { name: texts.newRoom }));
    await form.getByLabel(texts.roomType).selectOption({ label: typeName });
    await form.getByLabel(texts.roomNumber).fill(number);
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: texts.create, exact: true }).click();

    expect(await (await shown(form.getByRole('status'))).textContent()).toBe(
      translate(language, 'room.created', { number }),
    );
    const added = (await rooms()).filter((room) => room.room_number === number);
    expect(added).toMatchObject([{ room_types_id: typeId, type_bed: '', status: 1 }]);
    await shown(rowWith(`A · ${number}`));

    // The same number again: said at once, and by the server on save (409).
    await form.getByLabel(texts.roomNumber).fill(number);
    expect(await (await shown(form.getByRole('alert'))).textContent()).toBe(texts.taken(number));
    await form.getByRole('button', { name: texts.create, exact: true }).click();
    await eventually(() => form.getByRole('alert').allTextContents()).toEqual([
      texts.taken(number),
      translate(language, 'room.numberTaken', { number }),
    ]);
    expect((await rooms()).filter((room) => room.room_number === number)).toHaveLength(1);
    expect(texts.taken(number)).toBe(translate(language, 'room.numberTaken', { number }));

    await rowWith(`A · ${number}`)
      .getByRole('button', { name: texts.editRoom(number) })
      .click();
    const dialog = await shown(page.getByRole('dialog', { name: texts.roomTitle(number) }));
    await dialog.getByLabel(texts.bed).selectOption({ label: texts.double });
    await dialog.getByRole('button', { name: texts.save, exact: true }).click();
    expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(
      translate(language, 'room.updated', { number }),
    );
    await dialog.getByRole('button', { name: texts.close, exact: true }).last().click();
    await hidden(dialog);
    await eventually(() => rowWith(`A · ${number}`).textContent()).toContain(texts.double);
    expect((await rooms()).find((room) => room.room_number === number)?.type_bed).toBe('double');
  });

  it('lists the clients, highlights one waiting for payment, and shows a dash for a missing last login', async () => {
    const pending = `pending-client-${language}@example.com`;
    const guest = await registerGuest(site, pending);
    await bookToBank(site, guest, { id: 2, ...stay(language === 'ru' ? 30 : 40, 2) });
    const neverLoggedIn = `never-${language}@example.com`;
    await site.db
      .sql`insert into users (email, password_hash, role_id) values (${neverLoggedIn}, 'not a password hash', 1)`;
    await open(language, '/a/clients');
    await shown(page.getByRole('heading', { level: 1, name: texts.clients }));

    const pendingRow = await shown(rowWith(pending));
    expect(await pendingRow.getAttribute('class')).toContain('data-table__row--pending');
    const quietRow = await shown(rowWith(neverLoggedIn));
    expect(await quietRow.getAttribute('class')).toBeNull();
    const lastLoginColumn = await page.getByRole('columnheader').allTextContents();
    const index = lastLoginColumn.findIndex((header) => header.includes(texts.lastLogin));
    expect(await quietRow.getByRole('cell').nth(index).textContent()).toBe('—');
  });

  it("edits a client's e-mail from the row, and says the server's refusal of one another account has", async () => {
    const old = `rename-me-${language}@example.com`;
    const renamed = `renamed-${language}@example.com`;
    const [user] = await site.db.sql<{ id: number }[]>`
        insert into users (email, password_hash, role_id) values (${old}, 'not a password hash', 1) returning id`;
    if (!user) throw new Error('the client was not inserted');
    await open(language, '/a/clients');
    await rowWith(old)
      .getByRole('button', { name: texts.editClient(old) })
      .click();
    const dialog = await shown(page.getByRole('dialog', { name: texts.clientTitle(user.id) }));

    // Another account's address: the server's 409, in the staff member's language, and nothing saved.
    await dialog.getByLabel(texts.email).fill(staff.email);
    await dialog.getByRole('button', { name: texts.save, exact: true }).click();
    expect(await (await shown(dialog.getByRole('alert'))).textContent()).toBe(
      translate(language, 'client.emailTaken', { email: staff.email }),
    );
    const [kept] = await site.db.sql<
      { email: string }[]
    >`select email from users where id = ${user.id}`;
    expect(kept?.email).toBe(old);

    await dialog.getByLabel(texts.email).fill(` ${renamed.toUpperCase()} `);
    await dialog.getByRole('button', { name: texts.save, exact: true }).click();
    expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(
      translate(language, 'client.emailSaved', { email: renamed }),
    );
    expect(await dialog.getByLabel(texts.email).inputValue()).toBe(renamed);
    await dialog.getByRole('button', { name: texts.close, exact: true }).last().click();
    await hidden(dialog);
    await shown(rowWith(renamed));
    const [saved] = await site.db.sql<
      { email: string }[]
    >`select email from users where id = ${user.id}`;
    expect(saved?.email).toBe(renamed);
  });
});
