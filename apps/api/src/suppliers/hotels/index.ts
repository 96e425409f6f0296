import { availableParallelism } from 'node:os';
import type { AppDeps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import { instrumentSupplier } from '../../lib/supplier-calls.ts';
import { reportWorkerHeaps } from '../../lib/metrics.ts';
import { sandboxAllowed } from '../sandbox.ts';
import { bedbankAdapter } from './bedbank/adapter.ts';
import { sandboxBedbank, type SandboxBedbank } from './bedbank/sandbox-bedbank.ts';
import { contractAdapter } from './contract/adapter.ts';
import { listPricingPool, type ListPricingPool } from './list-pool.ts';
import type { HotelSupplier, SearchHotel } from './supplier.ts';

export * from './supplier.ts';
export { BEDBANK_SCENARIOS, nationalityFor, scenarioOf, type BedbankScenario } from './bedbank/scenarios.ts';
export { forgetBedbankCatalogue } from './bedbank/catalogue.ts';
export { forgetContractInventory } from './contract/forget.ts';

export interface HotelSupplierSettings {
  /** Seed of the sandbox bedbank's prices. */
  bedbankSeed: string;
  /** Latency of every sandbox bedbank call, ms. */
  bedbankLatencyMs: number;
  /** How long a `book-timeout` booking keeps the caller waiting. */
  bedbankHangMs: number;
  /** A search goes out without the bedbank after this long. */
  searchTimeoutMs: number;
  /** Recheck, booking and cancellation calls give up after this long (the booking stays pending). */
  callTimeoutMs: number;
  /**
   * Worker threads for a list search's contract walk (ADR 0038) and the sandbox bedbank's walk of its
   * rates (ADR 0050); 0: on the event loop.
   */
  pricingWorkers: number;
}

export function defaultHotelSupplierSettings(env: Env): HotelSupplierSettings {
  const test = env.NODE_ENV === 'test';
  return {
    bedbankSeed: env.HOTEL_BEDBANK_SEED,
    bedbankLatencyMs: env.HOTEL_BEDBANK_LATENCY_MS ?? (test ? 0 : 150),
    bedbankHangMs: test ? 3_000 : 20_000,
    searchTimeoutMs: test ? 10_000 : 8_000,
    // Tests keep a margin over a busy machine's slowest ordinary call; the timeout scenario hangs longer.
    callTimeoutMs: test ? 1_500 : 15_000,
    // One where a second core can take the walk; off in tests (ADR 0038, addendum of 30 November).
    pricingWorkers: env.HOTEL_PRICING_WORKERS ?? (test || availableParallelism() < 2 ? 0 : 1),
  };
}

export interface HotelSuppliers {
  contract: HotelSupplier;
  /** Null where sandboxes may not run (production without SANDBOX=true) and no real bedbank is set up. */
  bedbank: HotelSupplier | null;
  /** The sandbox itself (tests and benches), null with the bedbank. */
  sandbox: SandboxBedbank | null;
  /** The list pricing's worker threads (contract walk, sandbox bedbank), null when it runs inline. */
  listPool: ListPricingPool | null;
  settings: HotelSupplierSettings;
}

const registries = new WeakMap<AppDeps, HotelSuppliers>();
const overrides = new WeakMap<AppDeps, Partial<HotelSupplierSettings>>();

/** Tests and benches tune the suppliers of one app instance (latency, timeouts). */
export function configureHotelSuppliers(deps: AppDeps, value: Partial<HotelSupplierSettings>): void {
  overrides.set(deps, { ...overrides.get(deps), ...value });
  void registries.get(deps)?.listPool?.close();
  registries.delete(deps);
}

/** Ends what the hotel suppliers of an app instance run beside it (the list-pricing workers). */
export async function closeHotelSuppliers(deps: AppDeps): Promise<void> {
  const held = registries.get(deps);
  registries.delete(deps);
  await held?.listPool?.close();
}

/**
 * The hotel suppliers of this process: the contract inventory always; the bedbank as its sandbox,
 * only where sandboxAllowed (suppliers/sandbox.ts). `hotel` loads one hotel's content for recheck.
 */
export function hotelSuppliers(
  deps: AppDeps,
  hotel: (hotelId: string) => Promise<SearchHotel | null>,
): HotelSuppliers {
  const held = registries.get(deps);
  if (held) return held;
  const settings = { ...defaultHotelSupplierSettings(deps.env), ...overrides.get(deps) };
  const db = deps.database.db;
  const listPool = settings.pricingWorkers > 0 ? listPricingPool({ size: settings.pricingWorkers }) : null;
  reportWorkerHeaps(deps, listPool && (() => listPool.heaps()));
  const sandbox = sandboxAllowed(deps.env)
    ? sandboxBedbank({
        db,
        seed: settings.bedbankSeed,
        latencyMs: settings.bedbankLatencyMs,
        hangMs: settings.bedbankHangMs,
        pool: listPool,
      })
    : null;
  const suppliers: HotelSuppliers = {
    contract: instrumentSupplier(deps, 'hotel-contract', contractAdapter({ db, hotel, listPool })),
    bedbank: sandbox
      ? instrumentSupplier(
          deps,
          'hotel-bedbank',
          bedbankAdapter({
            db,
            remote: sandbox,
            searchTimeoutMs: settings.searchTimeoutMs,
            callTimeoutMs: settings.callTimeoutMs,
          }),
        )
      : null,
    sandbox,
    listPool,
    settings,
  };
  registries.set(deps, suppliers);
  return suppliers;
}
