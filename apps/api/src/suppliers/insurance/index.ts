import type { AppDeps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import { instrumentSupplier } from '../../lib/supplier-calls.ts';
import { sandboxOnly } from '../sandbox.ts';
import type { Insurer } from './insurer.ts';
import { sandboxInsurer, type SandboxInsurer } from './sandbox-insurer.ts';

export * from './insurer.ts';
export {
  sandboxInsurer,
  type SandboxInsurer,
  type SandboxInsurerCall,
  type SandboxInsurerFailure,
} from './sandbox-insurer.ts';

/** Plans' supplier code served by the sandbox until a real insurer adapter lands. */
export const SANDBOX_INSURER_CODE = 'sandbox-insurer';

export interface InsurerSettings {
  latencyMs: number;
  hangMs: number;
  /** How long we wait for the insurer before leaving the line pending_supplier. */
  timeoutMs: number;
}

const instances = new WeakMap<Env, SandboxInsurer>();
const settings = new WeakMap<Env, InsurerSettings>();

export function insurerSettings(env: Env): InsurerSettings {
  return (
    settings.get(env) ??
    (env.NODE_ENV === 'test'
      ? { latencyMs: 0, hangMs: 20, timeoutMs: 10 }
      : { latencyMs: 200, hangMs: 15_000, timeoutMs: 10_000 })
  );
}

/** Tests and benches tune the sandbox per app instance (latency, how long a timeout hangs). */
export function configureInsurer(env: Env, value: Partial<InsurerSettings>): void {
  settings.set(env, { ...insurerSettings(env), ...value });
  instances.delete(env);
}

/**
 * The insurer for a plan's supplier code, or null when the code is unknown or no adapter may run
 * here (only the sandbox exists, and only where sandboxAllowed: callers answer "not available").
 * Its calls are timed and traced as supplier `insurance-<code>` (lib/supplier-calls.ts).
 */
export function insurerFor(deps: AppDeps, code: string): SandboxInsurer | null {
  const insurer = sandboxInsurerFor(deps.env, code);
  return insurer && instrumentSupplier(deps, `insurance-${code}`, insurer);
}

function sandboxInsurerFor(env: Env, code: string): SandboxInsurer | null {
  if (code !== SANDBOX_INSURER_CODE) return null;
  return sandboxOnly(env, () => {
    let insurer = instances.get(env);
    if (!insurer) {
      const s = insurerSettings(env);
      insurer = sandboxInsurer({ code, latencyMs: s.latencyMs, hangMs: s.hangMs });
      instances.set(env, insurer);
    }
    return insurer;
  });
}

export type { Insurer };
