import type { Db } from '../../client.ts';
import { airportTerminals, transferVehicles } from '../../schema/index.ts';
import { SEED_AIRPORT_TERMINALS, SEED_TRANSFER_VEHICLES } from './catalogue.ts';

/** The quotation transfer tariff and airport terminals. Idempotent: never overwrites the company's edits. */
export async function seedQuotationTariff(db: Db): Promise<void> {
  await db
    .insert(transferVehicles)
    .values(SEED_TRANSFER_VEHICLES.map((v, i) => ({ ...v, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(airportTerminals)
    .values(SEED_AIRPORT_TERMINALS.map((t) => ({ ...t })))
    .onConflictDoNothing();
}
