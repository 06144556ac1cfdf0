import { translate, type RoomTypeEditView, type RoomView } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stay } from '../test/clock';
import { bookToBank, registerGuest } from '../services/test/guest';
import { startSite } from './browser';
import { answerConfirm, staffPages, type StaffLanguage } from './staff-session';
import { eventually, hidden, shown } from './ui';

const { site, browser } = await startSite();
const staff = await site.session(2, 'catalog-desk@example.com');

/** The texts the catalog screens show and the spec clicks, per language. */
const TEXTS = {
  ru: {
    editType: (name: string) => `Изменить тип номера «${name}»`,
    typeTitle: (name: string) => `Тип номера «${name}»`,
    images: (count: number) => `Изображения (${count})`,
    imagesTitle: (name: string) => `Изображения: ${name}`,
    file: 'Файл изображения (JPEG, PNG или WebP, до 5 МБ)',
    upload: 'Загрузить',
    show: (file: string) => `Показать превью ${file}`,
    previewOf: (file: string) => `Превью изображения ${file}`,
    deleteImage: (file: string) => `Удалить изображение ${file}`,
    confirmDelete: (file: string) => `Удалить изображение ${file}?`,
    ok: 'ОК',
    name: (language: string) => `Название (${language})`,
    nextLanguage: /^Язык названия: /,
    capacity: 'Вместимость, гостей',
    save: 'Сохранить',
    addRoom: 'Добавить номер',
    newRoom: 'Новый номер',
    roomType: 'Тип номера',
    roomNumber: 'Номер комнаты',
    bed: 'Кровать',
    double: 'Двуспальная (double)',
    create: 'Добавить',
    taken: (number: string) => `Номер комнаты ${number} уже существует`,
    editRoom: (number: string) => `Изменить номер ${number}`,
    roomTitle: (number: string) => `Номер ${number}`,
    close: 'Закрыть',
    clients: 'Клиенты',
    lastLogin: 'Последняя активность',
    editClient: (email: string) => `Изменить e-mail пользователя ${email}`,
    clientTitle: (id: number) => `Пользователь № ${id}`,
    email: 'Эл. почта',
  },
  en: {
    editType: (name: string) => `Edit room type “${name}”`,
    typeTitle: (name: string) => `Room type “${name}”`,
    images: (count: number) => `Images (${count})`,
    imagesTitle: (name: string) => `Images: ${name}`,
    file: 'Image file (JPEG, PNG or WebP, up to 5 MB)',
    upload: 'Upload',
    show: (file: string) => `Show the preview of ${file}`,
    previewOf: (file: string) => `Preview of image ${file}`,
    deleteImage: (file: string) => `Delete image ${file}`,
    confirmDelete: (file: string) => `Delete image ${file}?`,
    ok: 'OK',
    name: (language: string) => `Name (${language})`,
    nextLanguage: /^Name language: /,
    capacity: 'Capacity, guests',
    save: 'Save',
    addRoom: 'Add a room',
    newRoom: 'New room',
    roomType: 'Room type',
    roomNumber: 'Room number',
    bed: 'Bed',
    double: 'Double',
    create: 'Add',
    taken: (number: string) => `Room number ${number} already exists`,
    editRoom: (number: string) => `Edit room ${number}`,
    roomTitle: (number: string) => `Room ${number}`,
    close: 'Close',
    clients: 'Clients',
    lastLogin: 'Last activity',
    editClient: (email: string) => `Edit the e-mail of ${email}`,
    clientTitle: (id: number) => `User No. ${id}`,
    email: 'E-mail',
  },
} as const;

const staffPage = staffPages(site, browser);
let page: Page;

async function open(language: StaffLanguage, path: string): Promise<void> {
  page = await staffPage(language, staff.email);
  await page.goto(`${site.baseUrl}${path}`);
}

/** The edit dialog of a room type, opened from its row on /a/rooms/types. */
async function roomTypeDialog(language: StaffLanguage, name: string): Promise<Locator> {
  const texts = TEXTS[language];
  await open(language, '/a/rooms/types');
  await rowWith(name)
    .getByRole('button', { name: texts.editType(name) })
    .click();
  return shown(page.getByRole('dialog', { name: texts.typeTitle(name) }));
}

async function roomType(id: number): Promise<RoomTypeEditView> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/a/room-types',
    headers: { cookie: staff.cookie },
  });
  const found = (res.json().data as RoomTypeEditView[]).find((type) => type.id === id);
  if (!found) throw new Error(`room type ${id} is not listed`);
  return found;
}

async function rooms(): Promise<RoomView[]> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/rooms',
    headers: { cookie: staff.cookie },
  });
  return res.json().data as RoomView[];
}

/** The table's row holding a cell with exactly this text. */
const rowWith = (text: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

describe.each(['ru', 'en'] as const)('the staff catalog screens in %s', (language) => {
  const texts = TEXTS[language];
  // Each language works on its own room type, rooms and guests.
  const typeId = language === 'ru' ? 5 : 6;

  it(
    'uploads an image to a room type, shows its preview, deletes it, and words the server’s refusals',
    { timeout: 90_000 },
    async () => {
      const before = await roomType(typeId);
      const name = before.name[language];
      const dialog = await roomTypeDialog(language, name);
      await dialog.getByRole('button', { name: texts.images(before.images.length) }).click();
      const images = await shown(page.getByRole('dialog', { name: texts.imagesTitle(name) }));
      const file = images.getByLabel(texts.file);
      const upload = images.getByRole('button', { name: texts.upload, exact: true });
      expect(await upload.isDisabled()).toBe(true);

      await file.setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture at all'),
      });
      await upload.click();
      expect(await (await shown(images.getByRole('alert'))).textContent()).toBe(
        translate(language, 'image.notAnImage'),
      );
      await file.setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(6 * 1024 * 1024, 1),
      });
      await upload.click();
      await eventually(() => images.getByRole('alert').textContent()).toBe(
        translate(language, 'image.tooLarge', { max: 5 }),
      );

      const png = await sharp({
        create: {
          width: 800,
          height: 500,
          channels: 3,
          background: { r: 14, g: 116, b: language === 'ru' ? 144 : 80 },
        },
      })
        .png()
        .toBuffer();
      await file.setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: png });
      await upload.click();
      expect(await (await shown(images.getByRole('status'))).textContent()).toBe(
        translate(language, 'image.uploaded'),
      );
      const uploaded = (await roomType(typeId)).images;
      expect(uploaded.slice(0, -1)).toEqual(before.images);
      const added = uploaded.at(-1) ?? '';
      const fileName = added.slice(added.lastIndexOf('/') + 1);
      expect(
        await images
          .getByRole('button', { name: texts.show(fileName) })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      const preview = images.getByRole('img', { name: texts.previewOf(fileName) });
      await eventually(() =>
        preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`),
      ).toBe('350x200');

      await images.getByRole('button', { name: texts.deleteImage(fileName) }).click();
      await answerConfirm(page, texts.confirmDelete(fileName), texts.ok);
      await eventually(() => images.getByRole('status').textContent()).toBe(
        translate(language, 'image.deleted'),
      );
      await hidden(images.getByRole('button', { name: texts.show(fileName) }));
      expect((await roomType(typeId)).images).toEqual(before.images);
    },
  );

  it(
    'edits a room type’s name in another language through the switcher; an emptied capacity takes the default 1',
    { timeout: 60_000 },
    async () => {
      const before = await roomType(typeId);
      const name = before.name[language];
      const dialog = await roomTypeDialog(language, name);
      const switcher = dialog.getByRole('button', { name: texts.nextLanguage });

      // The switcher cycles tm, ru, en from the staff member's own language.
      const seen: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        seen.push(await switcher.textContent());
        await switcher.click();
      }
      expect(seen).toEqual(language === 'ru' ? ['RU', 'EN', 'TM'] : ['EN', 'TM', 'RU']);
      while ((await switcher.textContent()) !== 'TM') await switcher.click();
      const turkmen = dialog.getByLabel(texts.name('TM'));
      expect(await turkmen.inputValue()).toBe(before.name.tm);
      await turkmen.fill(`${before.name.tm} (${language})`);
      await dialog.getByLabel(texts.capacity).fill('');
      await dialog.getByRole('button', { name: texts.save, exact: true }).click();

      expect(await (await shown(dialog.getByRole('status'))).textContent()).toBe(
        translate(language, 'roomType.updated'),
      );
      expect(await dialog.getByLabel(texts.capacity).inputValue()).toBe('1');
      const after = await roomType(typeId);
      expect(after.name).toEqual({ ...before.name, tm: `${before.name.tm} (${language})` });
      expect(after.capacity).toBe(1);
    },
  );

  it(
    'adds a room, names a taken number while it is typed and when it is saved, and edits the room',
    { timeout: 60_000 },
    async () => {
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
    },
  );

  it(
    'lists the clients, highlights one waiting for payment, and shows a dash for a missing last login',
    { timeout: 60_000 },
    async () => {
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
    },
  );

  it(
    "edits a client's e-mail from the row, and says the server's refusal of one another account has",
    { timeout: 60_000 },
    async () => {
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
    },
  );
});
