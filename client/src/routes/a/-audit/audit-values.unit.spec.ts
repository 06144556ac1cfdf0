import { describe, expect, it } from 'vitest';
import { at, day } from '../../../../../test/clock';
import { formatAmount } from '../../../lib/format';
import { staffT } from '../-staff/staff-spec-texts';
import { changeRows, subjectText, type AuditEntry } from './audit-values';

const names = {
  room: (id: number) => (id === 7 ? '101' : undefined),
  roomType: () => undefined,
  block: () => undefined,
};
const context = (language: 'en' | 'ru' | 'tm') => ({
  t: staffT(language),
  language,
  names,
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: at(0, '10:00'),
  actor: { user_id: 3, email: 'desk@example.com' },
  kind: 'booking',
  action: 'create',
  subject: { id: 40, room_id: 7, room_type_id: null, code: null, book_number: 1001 },
  changes: [],
  ...over,
});
/** A hotel date as the staff screens write it, worked out apart from the code under test. */
const ddMMyyyy = (date: string) => date.split('-').reverse().join('.');
const rows = (value: AuditEntry, language: 'en' | 'ru' | 'tm' = 'en') =>
  changeRows(value, context(language)).map(({ label, before, after }) => [label, before, after]);

describe('the audit as staff read it', () => {
  it('says a housekeeping mark under its room, from state to state, in each language', () => {
    const mark = entry({
      kind: 'housekeeping',
      action: 'update',
      subject: { id: 7, room_id: 7, room_type_id: null, code: null, book_number: null },
      changes: [{ field: 'housekeeping', before: 'dirty', after: 'clean' }],
    });
    expect(subjectText(mark, context('en'))).toBe('room 101');
    expect(rows(mark)).toEqual([['Housekeeping state', 'Dirty', 'Clean']]);
    expect(rows(mark, 'ru')).toEqual([['Состояние уборки', 'Грязный', 'Убран']]);
    expect(rows(mark, 'tm')).toEqual([['Arassalyk ýagdaýy', 'Hapa', 'Arassa']]);
  });

  it('says a room change under its booking, from room number to room number', () => {
    const move = entry({
      kind: 'room_move',
      action: 'update',
      changes: [{ field: 'room', before: '101', after: '205' }],
    });
    expect(subjectText(move, context('en'))).toBe('Booking No. 1001, room 101');
    expect(rows(move)).toEqual([['Room', '101', '205']]);
  });

  it('translates every value of a booking staff took: channel, payment method, state', () => {
    const created = entry({
      changes: [
        { field: 'payment_status', before: null, after: 'online' },
        { field: 'channel', before: null, after: 'phone' },
        { field: 'payment_method', before: null, after: 'cash' },
      ],
    });
    expect(rows(created, 'ru')).toEqual([
      ['Статус оплаты', null, 'Оплачено'],
      ['Канал', null, 'Телефон'],
      ['Способ оплаты', null, 'наличные'],
    ]);
  });

  it('shows a value left blank as a dash, not as nothing', () => {
    const created = entry({ changes: [{ field: 'email', before: null, after: '' }] });
    expect(rows(created, 'ru')).toEqual([['E-mail гостя', null, '—']]);
  });

  it("shows a check-in's time as the hotel's wall clock gives it", () => {
    const checkIn = entry({
      action: 'update',
      changes: [{ field: 'checked_in_at', before: null, after: at(0, '15:00') }],
    });
    const [, , shown] = rows(checkIn)[0] ?? [];
    expect(shown).toMatch(/ 15:00$/);
  });

  it("names a new staff account's e-mail as an account's, not a guest's", () => {
    const created = entry({
      kind: 'staff',
      subject: { id: 5, room_id: null, room_type_id: null, code: null, book_number: null },
      changes: [{ field: 'email', before: null, after: 'aylar@example.com' }],
    });
    expect(rows(created)).toEqual([['E-mail', null, 'aylar@example.com']]);
  });

  it("names a staff account's role in the reader's language", () => {
    const change = entry({
      kind: 'staff',
      action: 'update',
      subject: { id: 5, room_id: null, room_type_id: null, code: null, book_number: null },
      changes: [{ field: 'role', before: 'reception', after: 'accountant' }],
    });
    expect(rows(change, 'tm')).toEqual([['Roly', 'Kabulhana', 'Hasapçy']]);
  });

  it('says a rate season under its number and type, each value in words, money in TMT', () => {
    const change = entry({
      kind: 'rate_season',
      action: 'update',
      subject: { id: 12, room_id: null, room_type_id: 3, code: null, book_number: null },
      changes: [
        { field: 'to_date', before: day(50), after: day(52) },
        { field: 'price', before: 1200, after: 1350.5 },
        { field: 'weekend_price', before: null, after: 1500 },
        { field: 'min_stay', before: 2, after: null },
        { field: 'closed_to_arrival', before: false, after: true },
      ],
    });
    const superior = { ...context('ru'), names: { ...names, roomType: () => 'Полулюкс' } };
    expect(subjectText(change, superior)).toBe('сезон № 12 типа «Полулюкс»');
    expect(
      changeRows(change, superior).map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      ['Конец сезона (день выезда)', ddMMyyyy(day(50)), ddMMyyyy(day(52))],
      ['Цена за ночь', `${formatAmount(1200, 'ru')} TMT`, `${formatAmount(1350.5, 'ru')} TMT`],
      ['Цена ночи на пятницу и субботу', null, `${formatAmount(1500, 'ru')} TMT`],
      ['Минимум ночей', '2', '—'],
      ['Заезд закрыт', 'нет', 'да'],
    ]);
    expect(rows(change, 'tm')[0]?.[0]).toBe('Möwsümiň soňy (gidiş güni)');
    expect(rows(change, 'en')[4]).toEqual(['Closed to arrival', 'no', 'yes']);
  });

  it('says a promo code under its code: what it takes off, for which arrivals, and its disable', () => {
    const subject = { id: 4, room_id: null, room_type_id: null, code: 'SUMMER', book_number: null };
    const created = entry({
      kind: 'promo_code',
      subject,
      changes: [
        { field: 'code', before: null, after: 'SUMMER' },
        { field: 'amount', before: null, after: 500.5 },
        { field: 'arrival_from', before: null, after: day(10) },
        { field: 'arrival_to', before: null, after: day(40) },
        { field: 'max_uses', before: null, after: 20 },
      ],
    });
    expect(subjectText(created, context('ru'))).toBe('промокод SUMMER');
    expect(rows(created, 'ru')).toEqual([
      ['Код', null, 'SUMMER'],
      ['Скидка, сумма', null, `${formatAmount(500.5, 'ru')} TMT`],
      ['Заезд с', null, ddMMyyyy(day(10))],
      ['Заезд по', null, ddMMyyyy(day(40))],
      ['Наибольшее число использований', null, '20'],
    ]);
    const disabled = entry({
      kind: 'promo_code',
      action: 'update',
      subject,
      changes: [{ field: 'disabled', before: false, after: true }],
    });
    expect(rows(disabled, 'ru')).toEqual([['Отключён', 'нет', 'да']]);
    expect(rows(disabled, 'en')).toEqual([['Disabled', 'no', 'yes']]);
    expect(subjectText(disabled, context('tm'))).toBe('SUMMER promokody');
  });
});

describe('the audit of prices by guest', () => {
  const typeChange = entry({
    kind: 'room_type',
    action: 'update',
    subject: { id: 3, room_id: null, room_type_id: 3, code: null, book_number: null },
    changes: [
      { field: 'base_occupancy', before: 3, after: 2 },
      { field: 'extra_adult_price', before: 0, after: 300 },
      { field: 'child_price', before: 0, after: 120 },
    ],
  });
  const optionsChange = entry({
    kind: 'options',
    action: 'update',
    subject: { id: 1, room_id: null, room_type_id: null, code: null, book_number: null },
    changes: [
      { field: 'child_free_under_age', before: 3, after: 2 },
      { field: 'adult_from_age', before: 12, after: 14 },
      { field: 'foreign_child_price', before: 0, after: 150 },
    ],
  });

  it("names a room type's guest prices and the hotel's age bands, not their column names", () => {
    expect(rows(typeChange, 'en')).toEqual([
      ['Guests the price includes', '3', '2'],
      ['Extra adult, TMT a night', '0', '300'],
      ['Child, TMT a night', '0', '120'],
    ]);
    expect(rows(optionsChange, 'en')).toEqual([
      ['Children stay free under the age of', '3', '2'],
      ['A guest pays as an adult from the age of', '12', '14'],
      ['Foreign child, TMT a night', '0', '150'],
    ]);
  });

  it('labels each of them in every language', () => {
    for (const language of ['tm', 'ru', 'en'] as const) {
      const labels = [...rows(typeChange, language), ...rows(optionsChange, language)].map(
        ([label]) => label,
      );
      const fields = [...typeChange.changes, ...optionsChange.changes].map(({ field }) => field);
      for (const [index, label] of labels.entries()) expect(label).not.toBe(fields[index]);
      expect(new Set(labels).size).toBe(6);
    }
    expect(rows(typeChange, 'ru')[0]?.[0]).toBe('Гостей в цене номера');
    expect(rows(optionsChange, 'tm')[2]?.[0]).toBe('Daşary ýurtly çaga, bir gijä TMT');
  });
});
