import type { Db } from '../../client.ts';
import { insurancePlans } from '../../schema/index.ts';
import { SANDBOX_INSURER, SEED_INSURANCE_PLANS } from './catalogue.ts';

/** The insurance plans (issue 16). Idempotent by plan code: never overwrites the company's edits. */
export async function seedInsurancePlans(db: Db): Promise<void> {
  await db
    .insert(insurancePlans)
    .values(
      SEED_INSURANCE_PLANS.map((p, i) => ({
        ...p,
        supplierCode: SANDBOX_INSURER,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}
