import { describe, expect, it } from 'vitest';
import { PROMO_CODES } from '@hotel/projections';
import { at, day } from '../../../../test/clock';
import { restRequester } from '../../../test/rest-requests';
import { createTestApp } from '../../../test/test-app';
import { auditTimeline, expectSameAfterRebuild } from './audit-fixtures';

/*
 * A manager creates two promotion codes and disables one: the staff timeline shows the three,
 * newest first, each with the manager, the code, its discount, arrival dates and limit, and the
 * disable as the code becoming disabled.
 */
const site = await createTestApp();
const { db } = site;
const manager = await site.session(2, 'codes-manager@example.com');
const reception = await site.session(3, 'codes-desk@example.com');

const send = restRequester(site);
/** The manager creates a code at `time` on day 0; its id. */
const createCode = async (time: string, body: object): Promise<number> => {
  site.setNow(at(0, time));
  const res = await send('POST', '/api/promo-codes?l=en', manager.cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
};

const summer = await createCode('09:00', {
  code: 'summer',
  percent: 15,
  arrival_from: day(10),
  arrival_to: day(40),
  max_uses: 20,
});
const gift = await createCode('10:00', {
  code: 'GIFT500',
  amount: 500.5,
  arrival_from: day(1),
  arrival_to: day(30),
});
site.setNow(at(0, '11:00'));
const disabled = await send('DELETE', `/api/promo-codes/${summer}?l=en`, manager.cookie);
expect(disabled.statusCode, disabled.body).toBe(200);

const { timeline, entriesOf } = auditTimeline(site, manager);
const subject = (id: number, code: string) => ({
  id,
  room_id: null,
  room_type_id: null,
  code,
  book_number: null,
});

describe('promotion code changes on the staff timeline', () => {
  it('lists the creates and the disable newest first, naming the manager and the code', async () => {
    const entries = await entriesOf('kind=promo_code');
    expect(entries.map((e) => [e.kind, e.action, e.actor.email, e.at, e.subject])).toEqual([
      ['promo_code', 'update', manager.email, at(0, '11:00'), subject(summer, 'SUMMER')],
      ['promo_code', 'create', manager.email, at(0, '10:00'), subject(gift, 'GIFT500')],
      ['promo_code', 'create', manager.email, at(0, '09:00'), subject(summer, 'SUMMER')],
    ]);
  });

  it('says what a code takes off, for which arrivals, how many times, and that it was disabled', async () => {
    const [disable, giftCreated, summerCreated] = await entriesOf('kind=promo_code');
    expect(summerCreated?.changes).toEqual([
      { field: 'code', before: null, after: 'SUMMER' },
      { field: 'percent', before: null, after: 15 },
      { field: 'arrival_from', before: null, after: day(10) },
      { field: 'arrival_to', before: null, after: day(40) },
      { field: 'max_uses', before: null, after: 20 },
    ]);
    // A sum is shown in TMT; no limit is no line.
    expect(giftCreated?.changes).toEqual([
      { field: 'code', before: null, after: 'GIFT500' },
      { field: 'amount', before: null, after: 500.5 },
      { field: 'arrival_from', before: null, after: day(1) },
      { field: 'arrival_to', before: null, after: day(30) },
    ]);
    expect(disable?.changes).toEqual([{ field: 'disabled', before: false, after: true }]);
  });

  it('filters the codes by staff member and by day, and refuses reception', async () => {
    const [member] = await db.sql<
      { id: number }[]
    >`select id from users where email = ${reception.email}`;
    expect(await entriesOf(`kind=promo_code&staff=${member?.id}`)).toEqual([]);
    expect(await entriesOf(`kind=promo_code&from=${day(1)}`)).toEqual([]);
    expect(await entriesOf(`kind=promo_code&from=${day(0)}&to=${day(0)}`)).toHaveLength(3);
    expect((await timeline('kind=promo_code', reception.cookie)).statusCode).toBe(403);
  });

  it('rebuilds the same changes from the events, and the timeline reads them the same', async () => {
    await expectSameAfterRebuild(
      site,
      { projection: PROMO_CODES, table: 'promo_code_changes', count: 3 },
      () => entriesOf('kind=promo_code'),
    );
  });
});
