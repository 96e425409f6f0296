import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '@portal/db';
import type { WalletPosition } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { cachedPosition, noteWalletWrite, WALLET_FRESH_MS } from './position-cache.ts';

const at = (balance: number): WalletPosition => ({ balance, creditLimit: 0, creditUsed: 0, held: 0 });
const handle = (kind: DbHandle['kind']) => ({ kind }) as DbHandle;

describe('wallet positions in memory', () => {
  it('reads once on the embedded database until a write to that wallet', async () => {
    const db = handle('pglite');
    const agent = randomUUID();
    const other = randomUUID();
    let reads = 0;
    let balance = 100;
    const read = async () => {
      reads += 1;
      return at(balance);
    };
    expect(await cachedPosition(db, agent, read)).toEqual(at(100));
    expect(await cachedPosition(db, agent, read)).toEqual(at(100));
    expect(reads).toBe(1);
    noteWalletWrite(other);
    await cachedPosition(db, agent, read);
    expect(reads).toBe(1);
    balance = 40;
    noteWalletWrite(agent);
    expect(await cachedPosition(db, agent, read)).toEqual(at(40));
    expect(reads).toBe(2);
  });

  it('answers a current position synchronously, the very object kept (its answer is serialized once per object)', async () => {
    const db = handle('pglite');
    const agent = randomUUID();
    let balance = 100;
    const read = async () => at(balance);
    const first = cachedPosition(db, agent, read);
    expect(first).toBeInstanceOf(Promise);
    const kept = await first;
    const hit = cachedPosition(db, agent, read);
    expect(hit).not.toBeInstanceOf(Promise);
    expect(hit).toBe(kept);
    balance = 50;
    noteWalletWrite(agent);
    const moved = await cachedPosition(db, agent, read);
    expect(moved).not.toBe(kept);
    expect(moved).toEqual(at(50));
  });

  it('does not keep a read that a write overtook', async () => {
    const db = handle('pglite');
    const agent = randomUUID();
    let balance = 100;
    let release = () => {};
    const slow = () =>
      new Promise<WalletPosition>((resolve) => {
        const seen = at(balance);
        release = () => resolve(seen);
      });
    const stale = cachedPosition(db, agent, slow);
    balance = 10;
    noteWalletWrite([agent]);
    release();
    expect(await stale).toEqual(at(100));
    let reads = 0;
    expect(
      await cachedPosition(db, agent, async () => {
        reads += 1;
        return at(balance);
      }),
    ).toEqual(at(10));
    expect(reads).toBe(1);
  });

  it('on PostgreSQL answers a copy for at most WALLET_FRESH_MS after its read started', async () => {
    const db = handle('postgres');
    const agent = randomUUID();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return at(reads);
    };
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      expect(await cachedPosition(db, agent, read)).toEqual(at(1));
      vi.advanceTimersByTime(WALLET_FRESH_MS - 1);
      expect(await cachedPosition(db, agent, read)).toEqual(at(1));
      vi.advanceTimersByTime(1);
      expect(await cachedPosition(db, agent, read)).toEqual(at(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('on PostgreSQL does not keep reads for WALLET_FRESH_MS after a write on this node (its commit may follow)', async () => {
    const db = handle('postgres');
    const agent = randomUUID();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return at(reads);
    };
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      await cachedPosition(db, agent, read);
      noteWalletWrite(agent);
      expect(await cachedPosition(db, agent, read)).toEqual(at(2));
      expect(await cachedPosition(db, agent, read)).toEqual(at(3));
      vi.advanceTimersByTime(WALLET_FRESH_MS);
      expect(await cachedPosition(db, agent, read)).toEqual(at(4));
      expect(await cachedPosition(db, agent, read)).toEqual(at(4));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the writers the cache relies on', () => {
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$|node_modules/.test(f))
      .map((f) => join(dir, f));
  const WRITES = /(update|insert\s+into)\s+wallets\b|\.(update|insert)\(wallets\)/i;

  it('only wallet.repository.ts writes wallet rows, and each of its writing statements notes the write', () => {
    const writers = [...sources('apps/api/src'), ...sources('packages/db/src')].filter((f) =>
      WRITES.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(writers).toEqual(['apps/api/src/modules/wallet/wallet.repository.ts']);
    const repository = readFileSync(join(root, writers[0] ?? ''), 'utf8');
    const functions = repository.split(/\n(?=export )/).filter((part) => WRITES.test(part));
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) expect(fn, fn.slice(0, 80)).toMatch(/\bwritten\(|noteWalletWrite\(/);
  });
});
