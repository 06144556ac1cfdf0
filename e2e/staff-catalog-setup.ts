import { type RoomTypeEditView, type RoomView } from '@hotel/contracts';
import type { Locator, Page } from 'playwright-core';
import { startSite } from './browser';
import { staffPages, type StaffLanguage } from './staff-session';
import { shown } from './ui';

// What the catalog specs share, each spec file starting its own site: the staff member, the texts,
// the screen each test opens (`page` is a live binding to its page), and the API's readings.
export const { site, browser } = await startSite();
export const staff = await site.session(2, 'catalog-desk@example.com');

/** The texts the catalog screens show and the spec clicks, per language. */
export const TEXTS = {
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
    baseOccupancy: 'Гостей в цене номера',
    extraAdultPrice: 'Дополнительный взрослый, TMT за ночь',
    childPrice: 'Ребёнок, TMT за ночь',
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
    baseOccupancy: 'Guests the price includes',
    extraAdultPrice: 'Extra adult, TMT a night',
    childPrice: 'Child, TMT a night',
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

export const staffPage = staffPages(site, browser);
export let page: Page;

export async function open(language: StaffLanguage, path: string): Promise<void> {
  page = await staffPage(language, staff.email);
  await page.goto(`${site.baseUrl}${path}`);
}

/** The edit dialog of a room type, opened from its row on /a/rooms/types. */
export async function roomTypeDialog(language: StaffLanguage, name: string): Promise<Locator> {
  const texts = TEXTS[language];
  await open(language, '/a/rooms/types');
  await rowWith(name)
    .getByRole('button', { name: texts.editType(name) })
    .click();
  return shown(page.getByRole('dialog', { name: texts.typeTitle(name) }));
}

export async function roomType(id: number): Promise<RoomTypeEditView> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/a/room-types',
    headers: { cookie: staff.cookie },
  });
  const found = (res.json().data as RoomTypeEditView[]).find((type) => type.id === id);
  if (!found) throw new Error(`room type ${id} is not listed`);
  return found;
}

export async function rooms(): Promise<RoomView[]> {
  const res = await site.app.inject({
    method: 'GET',
    url: '/api/rooms',
    headers: { cookie: staff.cookie },
  });
  return res.json().data as RoomView[];
}

/** The table's row holding a cell with exactly this text. */
export const rowWith = (text: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
