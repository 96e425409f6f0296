import { describe, expect, it } from 'vitest';
import { ipInRanges, isIpRange } from './ip-ranges.ts';

describe('ip ranges (API key allow-lists)', () => {
  it('reads addresses and ranges, refuses anything else', () => {
    for (const ok of ['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '2001:db8::/32', '::1', 'fe80::1/64'])
      expect(isIpRange(ok), ok).toBe(true);
    for (const bad of [
      '203.0.113.256',
      '203.0.113.0/33',
      '1.2.3',
      'abc',
      '2001:db8::/129',
      '1::2::3',
      '1.2.3.4/2/3',
    ])
      expect(isIpRange(bad), bad).toBe(false);
  });

  it('matches an address to its ranges, IPv4-mapped IPv6 as IPv4', () => {
    expect(ipInRanges('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('203.0.114.9', ['203.0.113.0/24'])).toBe(false);
    expect(ipInRanges('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipInRanges('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(ipInRanges('127.0.0.2', ['127.0.0.1'])).toBe(false);
    expect(ipInRanges('2001:db8:1::5', ['2001:db8::/32'])).toBe(true);
    expect(ipInRanges('2001:db9::5', ['2001:db8::/32'])).toBe(false);
    expect(ipInRanges('10.1.2.3', ['2001:db8::/32'])).toBe(false);
    expect(ipInRanges('::ffff:1.2.3.4', ['1.2.3.4'])).toBe(true);
    expect(ipInRanges('10.0.0.1', ['0.0.0.0/0'])).toBe(true);
  });
});
