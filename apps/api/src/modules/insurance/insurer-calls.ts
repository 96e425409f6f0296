import type { Env } from '../../env.ts';
import {
  insurerFor,
  insurerSettings,
  InsurerRejected,
  InsurerTimeout,
} from '../../suppliers/insurance/index.ts';

export { insurerFor, InsurerRejected, InsurerTimeout };

/** Rejects with InsurerTimeout when the insurer takes longer than the configured wait. */
export async function withInsurerTimeout<T>(env: Env, promise: Promise<T>, what: string): Promise<T> {
  const ms = insurerSettings(env).timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new InsurerTimeout(`${what}: no answer from the insurer in ${ms} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
