import type { AppDeps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import { instrumentSupplier } from '../../lib/supplier-calls.ts';
import { sandboxAllowed } from '../sandbox.ts';
import { sandboxActivitySupplier, type SandboxActivitySupplier } from './sandbox-supplier.ts';
import type { ActivitySupplier } from './supplier.ts';

export * from './supplier.ts';
export {
  sandboxActivitySupplier,
  type SandboxActivitySupplier,
  type SandboxFailure,
} from './sandbox-supplier.ts';

/** Known supplier codes of API-connected attractions; each is served by the sandbox until a real adapter lands. */
export const ACTIVITY_SUPPLIER_CODES = ['burj-khalifa', 'dubai-parks'] as const;

export interface ActivitySupplierSettings {
  latencyMs: number;
  hangMs: number;
  /** How long we wait for a supplier before leaving the line pending_supplier. */
  timeoutMs: number;
}

const registries = new WeakMap<Env, Map<string, SandboxActivitySupplier>>();
const settings = new WeakMap<Env, ActivitySupplierSettings>();

export function supplierSettings(env: Env): ActivitySupplierSettings {
  return (
    settings.get(env) ??
    (env.NODE_ENV === 'test'
      ? { latencyMs: 0, hangMs: 20, timeoutMs: 10 }
      : { latencyMs: 150, hangMs: 15_000, timeoutMs: 10_000 })
  );
}

/** Tests and benches tune the sandbox per app instance (latency, how long a timeout hangs). */
export function configureActivitySuppliers(env: Env, value: Partial<ActivitySupplierSettings>): void {
  settings.set(env, { ...supplierSettings(env), ...value });
  registries.delete(env);
}

/**
 * The adapter for a supplier code, or null when the code is unknown or no adapter may run here (only
 * the sandbox exists yet, and it runs only where sandboxAllowed; callers answer "not available").
 * Its calls are timed and traced as supplier `activity-<code>` (lib/supplier-calls.ts).
 */
export function activitySupplier(deps: AppDeps, code: string): SandboxActivitySupplier | null {
  const supplier = sandboxActivity(deps.env, code);
  return supplier && instrumentSupplier(deps, `activity-${code}`, supplier);
}

function sandboxActivity(env: Env, code: string): SandboxActivitySupplier | null {
  if (!(ACTIVITY_SUPPLIER_CODES as readonly string[]).includes(code)) return null;
  if (!sandboxAllowed(env)) return null;
  let registry = registries.get(env);
  if (!registry) {
    registry = new Map();
    registries.set(env, registry);
  }
  let supplier = registry.get(code);
  if (!supplier) {
    const s = supplierSettings(env);
    supplier = sandboxActivitySupplier({ code, latencyMs: s.latencyMs, hangMs: s.hangMs });
    registry.set(code, supplier);
  }
  return supplier;
}

export type { ActivitySupplier };
