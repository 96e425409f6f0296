import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not a microtask: a timeout queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'earlier task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
