interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so the browser can paint and handle input between two
 * pieces of start-up work instead of running them as one long task (issue 11: on a phone every task
 * over 50 ms blocks). `scheduler.yield()` where the browser has it (its continuation runs before other
 * queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
