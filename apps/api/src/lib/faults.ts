/**
 * Fault injection for crash tests. Code that must survive a crash between two steps (hold taken,
 * supplier booked, capture about to commit) marks the spot with `await faultPoint(deps, name)`.
 * Production deps carry no `faults`, so a point costs one property read; a test sets
 * `deps.faults` to stop the work at a named point, exactly as if the process died there: what was
 * committed stays, what was inside an open transaction rolls back, nothing after it runs.
 */
export interface Faults {
  /** Called at every fault point; throwing stops the work there. */
  hit(point: string): void | Promise<void>;
}

export async function faultPoint(deps: { faults?: Faults | undefined }, point: string): Promise<void> {
  if (deps.faults) await deps.faults.hit(point);
}

/** What a test's fault throws: an unexpected error, so no handler mistakes it for a business refusal. */
export class InjectedCrash extends Error {
  readonly point: string;
  constructor(point: string) {
    super(`injected crash at ${point}`);
    this.point = point;
    this.name = 'InjectedCrash';
  }
}

/** Test faults: crash at `point` the next `times` times it is reached (once by default). */
export function crashAt(point: string, times = 1): Faults & { crashes: () => number } {
  let crashes = 0;
  return {
    hit(reached) {
      if (reached !== point || crashes >= times) return;
      crashes++;
      throw new InjectedCrash(point);
    },
    crashes: () => crashes,
  };
}
