import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    for (const raw of [undefined, '', ' ', 'none', 'false']) expect(parseTrustProxy(raw)).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
  });

  it('accepts a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadEnv({ NODE_ENV: 'test', TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('accepts addresses, CIDR ranges and the proxy-addr range names', () => {
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8 ,::1,loopback,uniquelocal')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses true and anything that is not an address, range or count', () => {
    expect(parseTrustProxy('true')).toEqual({ error: expect.stringMatching(/would trust any/) as string });
    for (const raw of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '::1/129', '1.2.3.4,'])
      expect(parseTrustProxy(raw)).toHaveProperty('error');
    expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/);
    expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: 'lb.example' })).toThrow(
      /TRUST_PROXY: not a proxy address/,
    );
  });
});
