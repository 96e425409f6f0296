import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isServedOrigin, paymentReturnOrigin } from './return-origin.ts';

const env = { PUBLIC_URL: 'https://portal.example.com', CLIENT_URL: undefined, HOST: '0.0.0.0', PORT: 8080 };
const at = (host: string, protocol = 'http') => ({ protocol, host });

describe('payment return origins', () => {
  it('an address of this machine on the listening port, reached at that very address', () => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4')?.address;
    expect(lan).toBeDefined();
    expect(isServedOrigin(env, new URL(`http://${lan}:8080`), at(`${lan}:8080`))).toBe(true);
    expect(isServedOrigin(env, new URL('http://localhost:8080'), at('localhost:8080'))).toBe(true);
    // Not an address of this machine, another port, another scheme than the request's, or a specific HOST.
    expect(isServedOrigin(env, new URL('http://203.0.113.9:8080'), at('203.0.113.9:8080'))).toBe(false);
    expect(isServedOrigin(env, new URL('http://localhost:9090'), at('localhost:9090'))).toBe(false);
    expect(isServedOrigin(env, new URL('https://localhost:8080'), at('localhost:8080'))).toBe(false);
    expect(
      isServedOrigin({ ...env, HOST: '10.1.2.3' }, new URL('http://localhost:8080'), at('localhost:8080')),
    ).toBe(false);
    expect(
      isServedOrigin({ ...env, HOST: '10.1.2.3' }, new URL('http://10.1.2.3:8080'), at('10.1.2.3:8080')),
    ).toBe(true);
  });

  it('configured origins pass wherever the request arrived; nothing named means CLIENT_URL, else PUBLIC_URL', () => {
    expect(paymentReturnOrigin(env, at('anything:1'), 'https://portal.example.com')).toBe(
      'https://portal.example.com',
    );
    expect(paymentReturnOrigin(env, at('anything:1'), undefined)).toBe('https://portal.example.com');
    expect(
      paymentReturnOrigin({ ...env, CLIENT_URL: 'https://agents.example.com/app' }, at('x:1'), undefined),
    ).toBe('https://agents.example.com');
    expect(() => paymentReturnOrigin(env, at('evil.example'), 'http://evil.example')).toThrow(
      /own addresses/,
    );
  });
});
