import { describe, expect, it } from 'vitest';
import { SharedLoads } from './shared-loads.ts';

describe('SharedLoads', () => {
  it('answers the load under way for each of its keys until it settles', async () => {
    const loads = new SharedLoads<string, number>();
    let resolve!: (n: number) => void;
    const load = loads.share(['a', 'b'], new Promise<number>((r) => (resolve = r)));
    expect(loads.running('a')).toBe(load);
    expect(loads.running('b')).toBe(load);
    expect(loads.running('c')).toBeUndefined();
    resolve(7);
    expect(await load).toBe(7);
    await Promise.resolve();
    expect(loads.running('a')).toBeUndefined();
    expect(loads.running('b')).toBeUndefined();
  });

  it('forgets a failed load too, and leaves a key that a later load took over', async () => {
    const loads = new SharedLoads<string, number>();
    let reject!: (e: Error) => void;
    const first = loads.share(['a', 'b'], new Promise<number>((_, r) => (reject = r)));
    const second = loads.share(['b'], new Promise<number>(() => undefined));
    reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await Promise.resolve();
    expect(loads.running('a')).toBeUndefined();
    expect(loads.running('b')).toBe(second);
  });
});
