import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCallback, verifyCallback } from './callback-checksum';

const key = 'shared-secret';
const fields = { orderNumber: '1042-1', mdOrder: 'a1b2', operation: 'deposited', status: '1' };

describe('bank callback checksum', () => {
  it('signs the fields sorted by name as name;value; with HMAC-SHA256 in uppercase hex', () => {
    const text = 'mdOrder;a1b2;operation;deposited;orderNumber;1042-1;status;1;';
    const expected = createHmac('sha256', key).update(text).digest('hex').toUpperCase();
    expect(signCallback(fields, key)).toBe(expected);
  });

  it('leaves the checksum field itself out of what it signs', () => {
    expect(signCallback({ ...fields, checksum: 'ANYTHING' }, key)).toBe(signCallback(fields, key));
  });

  it('accepts the checksum of untouched fields', () => {
    expect(verifyCallback(fields, signCallback(fields, key), key)).toBe(true);
  });

  it('accepts a checksum written in lowercase hex', () => {
    expect(verifyCallback(fields, signCallback(fields, key).toLowerCase(), key)).toBe(true);
  });

  it('rejects a callback whose status was tampered with', () => {
    const checksum = signCallback(fields, key);
    expect(verifyCallback({ ...fields, status: '0' }, checksum, key)).toBe(false);
  });

  it('rejects a checksum made with another key', () => {
    expect(verifyCallback(fields, signCallback(fields, 'other-key'), key)).toBe(false);
  });

  it('rejects a checksum of the wrong length without throwing', () => {
    expect(verifyCallback(fields, signCallback(fields, key).slice(0, 10), key)).toBe(false);
    expect(verifyCallback(fields, '', key)).toBe(false);
  });
});
