import { describe, expect, it } from 'vitest';
import {
  REVIEWS_PER_WINDOW,
  type AuditView,
  type PublicReviewView,
  type StaffReviewView,
} from '@hotel/contracts';
import { at, day } from '../../../test/clock';
import { createTestApp } from '../../test/test-app';
import { trpcCall } from '../../test/trpc-requests';

/*
 * Guests' reviews: a guest writes, staff decide, only approved ones are shown,
 * and every decision is in the audit trail with who made it and when.
 */
const site = await createTestApp();
const { app } = site;
const staff = await site.session(2, 'moderator@example.com');

type Lang = 'tm' | 'ru' | 'en';
/** A reviews call as the browser makes it: posting and deciding are mutations, the rest queries. */
const call = (procedure: string, options: { cookie?: string; input?: object; lang?: Lang } = {}) =>
  trpcCall(site, /\.(post|decide)$/.test(procedure) ? 'POST' : 'GET', procedure, options);

let guests = 0;
const newGuest = () => site.session(1, `reviewer${++guests}@example.com`);
const review = (text: string, rating = 5) => ({ rating, author: 'Aýna', text });

async function post(cookie: string, text: string, rating = 5): Promise<number> {
  const res = await call('reviews.post', { cookie, input: review(text, rating) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.result?.data as { data: { id: number } }).data.id;
}
const approved = async () =>
  (await call('reviews.approved')).body.result?.data as PublicReviewView[];
const staffList = async (status?: string) =>
  (
    await call('staffReviews.list', {
      cookie: staff.cookie,
      ...(status ? { input: { status } } : {}),
    })
  ).body.result?.data as StaffReviewView[];
const decide = (id: number, decision: string, cookie = staff.cookie) =>
  call('staffReviews.decide', { cookie, input: { id, decision } });

describe('a guest writing a review', () => {
  it('is stored as waiting for moderation and thanked in the guest’s language', async () => {
    const guest = await newGuest();
    site.setNow(at(0, '09:00'));
    const res = await call('reviews.post', {
      cookie: guest.cookie,
      lang: 'ru',
      input: review('  Прекрасный вид на море и тихие ночи.  ', 4),
    });
    expect(res.status).toBe(200);
    expect((res.body.result?.data as { message: string }).message).toMatch(/Спасибо/);
    const waiting = (await staffList()).find((item) => item.email === guest.email);
    expect(waiting).toMatchObject({
      status: 'pending',
      rating: 4,
      author: 'Aýna',
      text: 'Прекрасный вид на море и тихие ночи.',
      date: day(0),
      decided_by: null,
    });
  });

  it('is refused with 401 when nobody is logged in', async () => {
    const res = await call('reviews.post', { input: review('A lovely stay by the sea.') });
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Please log in');
  });

  it.each<[Lang, object, RegExp]>([
    [
      'en',
      { rating: 6, author: 'Aýna', text: 'A lovely stay by the sea.' },
      /rating.*from 0 to 5 stars/,
    ],
    ['ru', { rating: 'five', author: 'Aýna', text: 'A lovely stay by the sea.' }, /оценка/],
    ['tm', { rating: 5, author: '   ', text: 'A lovely stay by the sea.' }, /«at»/],
    ['en', { rating: 5, author: 'Aýna', text: 'Nice.     ' }, /text.*from 10 to 2000 characters/],
    ['ru', { rating: 5, author: 'Aýna', text: 'x'.repeat(2001) }, /текст.*от 10 до 2000 символов/],
    [
      'en',
      { rating: 5, author: 'A'.repeat(41), text: 'A lovely stay by the sea.' },
      /name.*too long/,
    ],
    [
      'en',
      { rating: 5, author: 'Aýna', text: '<script>alert(1)</script>\u0000' },
      /cannot be stored/,
    ],
    ['en', { rating: 2.5, author: 'Aýna', text: 'A lovely stay by the sea.' }, /rating/],
  ])('refuses bad input with a localized 400 (%s %j)', async (lang, input, message) => {
    const guest = await newGuest();
    const res = await call('reviews.post', { cookie: guest.cookie, lang, input });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(message);
  });

  it(`lets a guest post ${REVIEWS_PER_WINDOW} reviews in 30 days, then refuses with 429 until the oldest is older`, async () => {
    const guest = await newGuest();
    site.setNow(at(-60, '10:00'));
    await post(guest.cookie, 'Two months ago: it does not count any more.');
    for (let n = 0; n < REVIEWS_PER_WINDOW; n++) {
      site.setNow(at(-20 + n, '10:00'));
      await post(guest.cookie, `Stay number ${n + 2} was wonderful too.`);
    }
    const refused = await call('reviews.post', {
      cookie: guest.cookie,
      lang: 'ru',
      input: review('One more wonderful stay.'),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toMatch(/30 дней.*3 отзыва/);
    site.setNow(at(11, '10:00'));
    await post(guest.cookie, 'A month later, still wonderful.');
  });
});

describe('staff moderating reviews', () => {
  it('shows an approved review publicly with its first name and date, and never a pending or rejected one', async () => {
    const guest = await newGuest();
    site.setNow(at(1, '08:00'));
    const toApprove = await post(guest.cookie, 'Approved: the breakfast was excellent.', 5);
    site.setNow(at(1, '08:05'));
    const toReject = await post(guest.cookie, 'Rejected: this is an advertisement.', 0);
    site.setNow(at(1, '08:10'));
    const waiting = await post(guest.cookie, 'Pending: the pool was warm.', 3);
    expect((await approved()).map((item) => item.id)).not.toContain(toApprove);

    site.setNow(at(1, '12:00'));
    const yes = await decide(toApprove, 'approved');
    expect(yes.status).toBe(200);
    expect(yes.body.result?.data as { message: string; data: StaffReviewView }).toMatchObject({
      message: `Review No. ${toApprove} was approved`,
      data: { status: 'approved', decided_by: staff.email },
    });
    expect((await decide(toReject, 'rejected')).status).toBe(200);

    const shown = await approved();
    expect(shown.find((item) => item.id === toApprove)).toEqual({
      id: toApprove,
      author: 'Aýna',
      rating: 5,
      text: 'Approved: the breakfast was excellent.',
      date: day(1),
    });
    expect(shown.map((item) => item.id)).not.toContain(toReject);
    expect(shown.map((item) => item.id)).not.toContain(waiting);
    expect(shown.find((item) => 'email' in item || 'user_id' in item)).toBeUndefined();
    expect((await staffList('rejected')).map((item) => item.id)).toContain(toReject);
    expect((await staffList()).map((item) => item.id)).toContain(waiting);
  });

  it('lists the approved reviews newest first', async () => {
    const guest = await newGuest();
    site.setNow(at(2, '09:00'));
    const older = await post(guest.cookie, 'Older: a quiet and clean room.');
    site.setNow(at(3, '09:00'));
    const newer = await post(guest.cookie, 'Newer: friendly staff at the desk.');
    await decide(older, 'approved');
    await decide(newer, 'approved');
    const ids = (await approved()).map((item) => item.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
  });

  it('can take an approved review down again', async () => {
    const guest = await newGuest();
    const id = await post(guest.cookie, 'Soon withdrawn: nice view.');
    await decide(id, 'approved');
    await decide(id, 'rejected');
    expect((await approved()).map((item) => item.id)).not.toContain(id);
  });

  it('refuses a guest calling the staff procedures with 403, and nobody with 401', async () => {
    const guest = await newGuest();
    const id = await post(guest.cookie, 'Trying to approve myself.');
    const selfApproval = await decide(id, 'approved', guest.cookie);
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.body.error?.message).toBe('You are not allowed to do this');
    expect((await call('staffReviews.list', { cookie: guest.cookie })).status).toBe(403);
    expect(
      (await call('staffReviews.decide', { input: { id, decision: 'approved' } })).status,
    ).toBe(401);
    expect((await approved()).map((item) => item.id)).not.toContain(id);
  });

  it.each<[object, number, RegExp]>([
    [{ id: 2_147_483_647, decision: 'approved' }, 404, /Review not found/],
    [{ id: 1, decision: 'pending' }, 400, /decision/],
    [{ id: '1', decision: 'approved' }, 400, /identifier/],
    [{ id: 1 }, 400, /decision/],
  ])('answers a bad decision %j with %i, never 500', async (input, status, message) => {
    const res = await call('staffReviews.decide', { cookie: staff.cookie, input });
    expect(res.status).toBe(status);
    expect(res.body.error?.message).toMatch(message);
  });

  it('refuses an unknown status filter with a localized 400', async () => {
    const res = await call('staffReviews.list', {
      cookie: staff.cookie,
      lang: 'ru',
      input: { status: 'spam' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/Проверьте поле/);
  });

  it('writes each decision to the audit trail: who, when, which review, status before and after', async () => {
    const guest = await newGuest();
    const id = await post(guest.cookie, 'For the audit: a calm seaside hotel.');
    site.setNow(at(4, '15:30'));
    await decide(id, 'rejected');
    site.setNow(at(4, '15:45'));
    await decide(id, 'approved');
    // The same decision again changes nothing, and so records nothing.
    await decide(id, 'approved');
    const res = await app.inject({
      method: 'GET',
      url: `/api/audit?kind=review&from=${day(4)}&to=${day(4)}`,
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res
      .json<{ data: AuditView }>()
      .data.entries.filter((entry) => entry.subject.id === id);
    expect(
      entries.map((entry) => [
        entry.kind,
        entry.action,
        entry.actor.email,
        entry.at.slice(0, 16),
        entry.changes,
      ]),
    ).toEqual([
      [
        'review',
        'update',
        staff.email,
        at(4, '15:45').slice(0, 16),
        [{ field: 'moderation', before: 'rejected', after: 'approved' }],
      ],
      [
        'review',
        'update',
        staff.email,
        at(4, '15:30').slice(0, 16),
        [{ field: 'moderation', before: 'pending', after: 'rejected' }],
      ],
    ]);
  });
});

describe('the site contact data', () => {
  it('is public and comes from the configuration', async () => {
    const res = await call('site.contacts');
    expect(res.status).toBe(200);
    expect(res.body.result?.data).toEqual(site.deps.contacts);
  });
});
