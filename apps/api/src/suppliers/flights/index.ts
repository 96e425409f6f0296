import type { AppDeps } from '../../deps.ts';
import { instrumentSupplier } from '../../lib/supplier-calls.ts';
import { sandboxOnly } from '../sandbox.ts';
import { sandboxFlightSupplier } from './sandbox-flights.ts';
import type { FlightSupplier } from './supplier.ts';

export * from './supplier.ts';
export { airportData, airlineName } from './airports-data.ts';
export { UAE_AIRPORTS, sandboxDestinations } from './network.ts';
export { FLIGHT_PRICE_CHANGE_PERCENT, segmentAncillaries } from './sandbox-flights.ts';

export interface FlightSupplierSettings {
  seed: string;
  latencyMs: number;
  hangMs: number;
}

const registries = new WeakMap<AppDeps, FlightSupplier | null>();
const overrides = new WeakMap<AppDeps, Partial<FlightSupplierSettings>>();

/** Tests and benches tune the flight supplier of one app instance (latency, seed). */
export function configureFlightSupplier(deps: AppDeps, value: Partial<FlightSupplierSettings>): void {
  overrides.set(deps, { ...overrides.get(deps), ...value });
  registries.delete(deps);
}

/**
 * The flight supplier of this process: the sandbox aggregator, only where sandboxAllowed
 * (suppliers/sandbox.ts); null otherwise (no real aggregator is connected yet), and the flight
 * routes then answer 503.
 */
export function flightSupplier(deps: AppDeps): FlightSupplier | null {
  if (registries.has(deps)) return registries.get(deps)!;
  const test = deps.env.NODE_ENV === 'test';
  const settings: FlightSupplierSettings = {
    seed: deps.env.FLIGHT_SANDBOX_SEED,
    latencyMs: deps.env.FLIGHT_SANDBOX_LATENCY_MS ?? (test ? 0 : 200),
    hangMs: test ? 2_000 : 20_000,
    ...overrides.get(deps),
  };
  const supplier = sandboxOnly(deps.env, () =>
    sandboxFlightSupplier({ db: deps.database.db, ...settings, now: () => deps.clock.now() }),
  );
  const measured = supplier && instrumentSupplier(deps, 'flights', supplier);
  registries.set(deps, measured);
  return measured;
}
