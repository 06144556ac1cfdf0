import { describe, expect, it } from 'vitest';
import { tmtToTenge } from '@hotel/contracts';
import { at, day } from '../../../../test/clock';
import { ledgerDay } from './ledger-setup';

/* The ledger of today's payments, refund and cancellation (see ledger-setup.ts), read and downloaded. */
const { orderOf, formA, formB, a, b, c, get, ledger, TODAY, tmt } = await ledgerDay();

describe('GET /api/ledger', () => {
  it("lists the period's payments, refunds and cancellations in order, with who and which order", async () => {
    const { entries } = await ledger(TODAY);
    expect(entries.map((e) => [e.kind, e.booking_id, e.amount])).toEqual([
      ['payment', Number(a.id), tmt(a.amount)],
      ['payment', Number(b.id), tmt(b.amount)],
      ['refund', Number(b.id), tmt(b.roomPart)],
      ['cancellation', Number(c.id), 0],
    ]);
    expect(entries[0]).toMatchObject({
      date: day(0),
      at: at(0, '10:00'),
      order_id: orderOf(formA),
      book_number: expect.any(Number),
      actor: 'system',
    });
    expect(entries[2]).toMatchObject({
      at: at(0, '12:00'),
      order_id: orderOf(formB),
      actor: 'ledger-guest@example.com',
    });
  });

  it("names each line's room by its number, beside its id, and its booking's channel", async () => {
    const { entries } = await ledger(TODAY);
    expect(entries.map((e) => [e.room_id, e.room_number, e.channel])).toEqual([
      [a.roomId, a.roomNumber, 'online'],
      [b.roomId, b.roomNumber, 'online'],
      [b.roomId, b.roomNumber, 'online'],
      [c.roomId, c.roomNumber, 'online'],
    ]);
  });

  it('totals each kind and the money kept, per day and for the period', async () => {
    const view = await ledger(`from=${day(-2)}&to=${day(0)}`);
    const nothing = { count: 0, amount: 0 };
    const onlyBank = (count: number, amount: number) => ({
      bank: { count, amount },
      cash: nothing,
      card_terminal: nothing,
      bank_transfer: nothing,
    });
    const kept = tmt(a.amount + b.amount - b.roomPart);
    const totals = {
      by_kind: {
        payment: { count: 2, amount: tmt(a.amount + b.amount) },
        refund: { count: 1, amount: tmt(b.roomPart) },
        cancellation: { count: 1, amount: 0 },
        adjustment: { count: 0, amount: 0 },
      },
      net: kept,
      // The bank's callback took both payments; the guest asked for the refund.
      by_method: onlyBank(3, kept),
      by_person: [
        {
          actor: 'ledger-guest@example.com',
          count: 1,
          amount: -tmt(b.roomPart),
          by_method: onlyBank(1, -tmt(b.roomPart)),
        },
        {
          actor: 'system',
          count: 2,
          amount: tmt(a.amount + b.amount),
          by_method: onlyBank(2, tmt(a.amount + b.amount)),
        },
      ],
    };
    const none = {
      by_kind: { payment: nothing, refund: nothing, cancellation: nothing, adjustment: nothing },
      net: 0,
      by_method: onlyBank(0, 0),
      by_person: [],
    };
    expect(view.totals).toEqual(totals);
    expect(view.days).toEqual([
      { date: day(-2), ...none },
      { date: day(-1), ...none },
      { date: day(0), ...totals },
    ]);
  });

  it('replays the events as of a moment: at 11:00 the refund and the cancellation had not happened', async () => {
    for (const asOf of [`${day(0)}T11:00`, at(0, '11:00')]) {
      const view = await ledger(`${TODAY}&as_of=${encodeURIComponent(asOf)}`);
      expect(view.as_of).toBe(at(0, '11:00'));
      expect(view.entries.map((e) => e.kind)).toEqual(['payment', 'payment']);
    }
  });

  it('gives, replayed as of the end of the day, exactly what the ledger read model holds', async () => {
    const stored = await ledger(TODAY);
    const replayed = await ledger(`${TODAY}&as_of=${day(0)}`);
    expect(replayed.as_of).toMatch(new RegExp(`^${day(0)}T23:59:59`));
    expect({ ...replayed, as_of: null }).toEqual(stored);
  });

  it('is empty for a period before anything was paid', async () => {
    const view = await ledger(`from=${day(-10)}&to=${day(-1)}`);
    expect(view.entries).toEqual([]);
    expect(view.days).toHaveLength(10);
  });

  it('refuses a period that ends before it starts or lasts over a year, in the asked language', async () => {
    const reversed = await get(`/api/ledger?from=${day(0)}&to=${day(-1)}&l=en`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ error: 'The period must not end before it starts' });
    const long = await get(`/api/ledger?from=${day(0)}&to=${day(366)}&l=ru`);
    expect(long.json()).toEqual({ error: 'Слишком длинный период: не более 366 дней' });
    expect((await get(`/api/ledger?from=${day(0)}&to=${day(0)}&as_of=yesterday`)).statusCode).toBe(
      400,
    );
  });

  it('is the same through tRPC (staffLedger.report)', async () => {
    const input = encodeURIComponent(JSON.stringify({ from: day(0), to: day(0) }));
    const res = await get(`/trpc/staffLedger.report?input=${input}`);
    expect(res.json().result.data).toEqual(await ledger(TODAY));
  });
});

describe('GET /api/ledger/csv', () => {
  const parse = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((row) => row.split(','));

  it('downloads a UTF-8 file with a byte order mark, localized headers and one row per line', async () => {
    const res = await get(`/api/ledger/csv?${TODAY}&l=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ledger_${day(0)}_${day(0)}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([
      'Date',
      'Time',
      'Operation',
      'Amount (TMT)',
      'Booking No.',
      'Booking ID',
      'Room No.',
      'Channel',
      'Bank order',
      'Bank reference',
      'Method',
      'By',
    ]);
    expect(rows.map((row) => row[2])).toEqual(['Payment', 'Payment', 'Refund', 'Cancellation']);
  });

  it("names each line's room by number, its channel and, for money through the bank, the bank as the way", async () => {
    const rows = parse((await get(`/api/ledger/csv?${TODAY}&l=en`)).body).slice(1);
    expect(rows.map((row) => [row[6], row[7], row[10]])).toEqual([
      [a.roomNumber, 'Online', 'Bank (online)'],
      [b.roomNumber, 'Online', 'Bank (online)'],
      [b.roomNumber, 'Online', 'Bank (online)'],
      [c.roomNumber, 'Online', ''],
    ]);
    expect(parse((await get(`/api/ledger/csv?${TODAY}&l=ru`)).body)[1]?.slice(7, 11)).toEqual([
      'Онлайн',
      orderOf(formA),
      orderOf(formA),
      'Банк (онлайн)',
    ]);
    expect(parse((await get(`/api/ledger/csv?${TODAY}&l=ru`)).body)[0]?.[2]).toBe('Операция');
  });

  it('names a line no person made as the system, in the asked language', async () => {
    const byOf = async (lang: string) =>
      parse((await get(`/api/ledger/csv?${TODAY}&l=${lang}`)).body)
        .slice(1)
        .map((row) => row[11]);
    expect(await byOf('ru')).toContain('система');
    expect(await byOf('tm')).toContain('ulgam');
    expect([...(await byOf('ru')), ...(await byOf('tm'))]).not.toContain('system');
    expect(await byOf('en')).toContain('system');
  });

  it('writes amounts in manat with two decimals, refunds negative, so that the column sums to the money kept', async () => {
    const rows = parse((await get(`/api/ledger/csv?${TODAY}`)).body).slice(1);
    const amounts = rows.map((row) => row[3] ?? '');
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(amounts[2]).toBe(`-${(b.roomPart / 100).toFixed(2)}`);
    const sum = amounts.reduce((total, amount) => total + (tmtToTenge(amount) ?? Number.NaN), 0);
    expect(sum).toBe(a.amount + b.amount - b.roomPart);
  });

  it('replays as of a moment too, and says so in its name', async () => {
    const res = await get(`/api/ledger/csv?${TODAY}&as_of=${day(0)}T11:00`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ledger_${day(0)}_${day(0)}_as-of_${day(0)}T11-00.csv"`,
    );
    expect(parse(res.body)).toHaveLength(3);
  });

  it('is the same file through tRPC (staffLedger.csv)', async () => {
    const input = encodeURIComponent(JSON.stringify({ from: day(0), to: day(0) }));
    const res = await get(`/trpc/staffLedger.csv?input=${input}`);
    expect(res.json().result.data).toEqual({
      filename: `ledger_${day(0)}_${day(0)}.csv`,
      csv: (await get(`/api/ledger/csv?${TODAY}`)).body,
    });
  });
});
