import { describe, expect, it } from 'vitest';
import { addressKey, slowdownMs } from './login-throttle';

describe('the per-e-mail slowdown', () => {
  const rule = { windowSeconds: 900, firstMs: 250, maxMs: 4000 };

  it('costs nothing before the first failure, then doubles from its first step', () => {
    expect([0, 1, 2, 3, 4].map((failures) => slowdownMs(failures, rule))).toEqual([
      0, 250, 500, 1000, 2000,
    ]);
  });

  it('never waits longer than its bound, however many failures', () => {
    expect(slowdownMs(5, rule)).toBe(4000);
    expect(slowdownMs(10_000, rule)).toBe(4000);
  });
});

describe('the address a failure is counted on', () => {
  it('is the IPv4 address itself, written plainly or mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(addressKey('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
