import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS, loadEnv } from './env.ts';
import { sandboxAllowed } from './suppliers/sandbox.ts';

const secrets = {
  JWT_SECRET: 'jwt-7f3a9c1e5b2d8046af91c3e7d5b20864',
  GATEWAY_SECRET: 'gw-c84e1a7f3d9b2065e4a8c1f7b3d92a50',
  FILE_LINK_SECRET: 'file-5d2b9e07a4c1f836be5a0d4c7f29e183',
};
const production = { NODE_ENV: 'production', ...secrets };

const failure = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('loadEnv accepted the environment');
};

describe('production secrets', () => {
  it('refuses to start without a secret for each signed thing, naming every missing variable', () => {
    const message = failure({ NODE_ENV: 'production' });
    expect(message).toMatch(/JWT_SECRET is required in production/);
    expect(message).toMatch(/GATEWAY_SECRET is required in production/);
    expect(message).toMatch(/FILE_LINK_SECRET is required in production/);
  });

  it('names the one variable that is missing', () => {
    const message = failure({ ...production, GATEWAY_SECRET: '' });
    expect(message).toMatch(/GATEWAY_SECRET/);
    expect(message).not.toMatch(/JWT_SECRET|FILE_LINK_SECRET/);
  });

  it('refuses the development defaults from the public source, even when set explicitly', () => {
    for (const [name, value] of Object.entries(DEVELOPMENT_SECRETS)) {
      expect(failure({ ...production, [name]: value })).toMatch(
        new RegExp(`${name} is a development default`),
      );
    }
  });

  it('refuses short secrets and one secret reused for two purposes', () => {
    expect(failure({ ...production, FILE_LINK_SECRET: 'short' })).toMatch(/FILE_LINK_SECRET/);
    expect(failure({ ...production, FILE_LINK_SECRET: secrets.JWT_SECRET })).toMatch(/must all be different/);
  });

  it('refuses a secret of spaces or of one character repeated, naming the variable', () => {
    for (const [name, value] of [
      ['JWT_SECRET', ' '.repeat(32)],
      ['GATEWAY_SECRET', 'a'.repeat(40)],
      ['FILE_LINK_SECRET', 'abcd'.repeat(8)],
    ] as const) {
      const message = failure({ ...production, [name]: value });
      expect(message).toMatch(new RegExp(`${name} is too easy to guess`));
      expect(message.match(/too easy to guess/g)).toHaveLength(1);
    }
  });

  it('starts with three real secrets', () => {
    const env = loadEnv(production);
    expect(env).toMatchObject(secrets);
  });

  it('uses distinct development defaults outside production', () => {
    const env = loadEnv({ NODE_ENV: 'development' });
    expect(new Set([env.JWT_SECRET, env.GATEWAY_SECRET, env.FILE_LINK_SECRET]).size).toBe(3);
  });
});

describe('sandbox setting', () => {
  it('runs no sandbox in production unless the deployment says it is one', () => {
    expect(sandboxAllowed(loadEnv(production))).toBe(false);
    expect(sandboxAllowed(loadEnv({ ...production, SANDBOX: 'false' }))).toBe(false);
    expect(sandboxAllowed(loadEnv({ ...production, SANDBOX: 'true' }))).toBe(true);
  });

  it('runs the sandboxes in development and tests unless switched off', () => {
    expect(sandboxAllowed(loadEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(sandboxAllowed(loadEnv({ NODE_ENV: 'test' }))).toBe(true);
    expect(sandboxAllowed(loadEnv({ NODE_ENV: 'test', SANDBOX: 'false' }))).toBe(false);
  });

  it('accepts only true or false', () => {
    expect(failure({ NODE_ENV: 'test', SANDBOX: 'yes' })).toMatch(/SANDBOX/);
  });
});

describe('DATABASE_POOLER', () => {
  const pooled = { NODE_ENV: 'test', DATABASE_URL: 'postgres://portal@pgbouncer:6432/portal' };

  it('is none unless set, and only none or transaction', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).DATABASE_POOLER).toBe('none');
    expect(failure({ NODE_ENV: 'test', DATABASE_POOLER: 'session' })).toMatch(/DATABASE_POOLER/);
  });

  it('transaction needs a direct DATABASE_LISTEN_URL for the change feed', () => {
    expect(failure({ ...pooled, DATABASE_POOLER: 'transaction' })).toMatch(
      /DATABASE_POOLER=transaction needs DATABASE_LISTEN_URL/,
    );
    const env = loadEnv({
      ...pooled,
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: 'postgres://portal@db:5432/portal',
    });
    expect(env.DATABASE_POOLER).toBe('transaction');
  });
});
