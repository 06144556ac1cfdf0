import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { NetworkFailure } from '../../../api';
import { CONFIRM_DELAYS_MS, sendUntilKnown } from './booking-confirmation';

const NOT_CONFIRMED =
  'The booking system is briefly unavailable and your booking is not confirmed yet.';
const NOTHING_CHANGED =
  'The booking system is briefly unavailable. Nothing was changed: please try again in a minute.';

/** An error the server answered, as the tRPC client gives it. */
function answered(message: string, code: string, retryWithSameKey = false) {
  const data = {
    code,
    httpStatus: code === 'CONFLICT' ? 409 : 503,
    path: 'booking.pay',
    retryWithSameKey,
  };
  return new TRPCClientError(message, { result: { error: { message, code: -32603, data } } });
}
const notConfirmed = () => answered(NOT_CONFIRMED, 'SERVICE_UNAVAILABLE', true);
const nothingChanged = () => answered(NOTHING_CHANGED, 'SERVICE_UNAVAILABLE');
const stillBeingMade = () => answered('This booking is still being made.', 'CONFLICT', true);
const noRoomFree = () => answered('No room is free.', 'CONFLICT');
const noAnswer = () =>
  new TRPCClientError('fetch failed', { cause: new NetworkFailure('no-response') });

const input = { id: 2, idempotencyKey: 'the-attempt-key' };
const page = { message: 'Going to the bank', url: 'https://bank.test/pay' };

/** The booking call answering in turn as `answers` says; what it was sent, and the waits between. */
function booking(answers: (() => unknown)[]) {
  const sent: unknown[] = [];
  const waits: number[] = [];
  let confirming = 0;
  const run = () =>
    sendUntilKnown(
      () => {
        sent.push(input);
        const answer = answers[sent.length - 1]?.();
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(page);
      },
      { confirming: () => (confirming += 1), wait: (ms) => Promise.resolve(void waits.push(ms)) },
    );
  return { run, sent, waits, confirming: () => confirming };
}

describe('the booking form confirms a booking the server could not confirm', () => {
  it('sends the same booking with the same key again when told "not confirmed", until it is answered', async () => {
    const call = booking([notConfirmed, nothingChanged, stillBeingMade, noAnswer, () => page]);
    await expect(call.run()).resolves.toEqual(page);
    expect(call.sent).toEqual([input, input, input, input, input]);
    expect(call.confirming()).toBe(4);
  });

  it('waits longer before each new try', async () => {
    const call = booking([notConfirmed, notConfirmed, notConfirmed, () => page]);
    await call.run();
    expect(call.waits).toEqual(CONFIRM_DELAYS_MS.slice(0, 3));
    expect([...call.waits].sort((a, b) => a - b)).toEqual(call.waits);
  });

  it('stops after a bounded number of tries and shows "not confirmed", never a later "nothing was changed"', async () => {
    const call = booking([notConfirmed, ...CONFIRM_DELAYS_MS.map(() => nothingChanged)]);
    await expect(call.run()).rejects.toThrow(NOT_CONFIRMED);
    expect(call.sent).toHaveLength(CONFIRM_DELAYS_MS.length + 1);
  });

  it('stops at an answer that settles the booking (a refusal), and shows it', async () => {
    const call = booking([notConfirmed, noRoomFree]);
    await expect(call.run()).rejects.toThrow('No room is free.');
    expect(call.sent).toHaveLength(2);
  });

  it('does not try again by itself when nothing was changed: the guest decides', async () => {
    const call = booking([nothingChanged]);
    await expect(call.run()).rejects.toThrow(NOTHING_CHANGED);
    expect(call.sent).toHaveLength(1);
    expect(call.confirming()).toBe(0);
  });
});
