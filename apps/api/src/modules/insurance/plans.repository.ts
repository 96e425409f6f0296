import { and, asc, eq, inArray } from 'drizzle-orm';
import { agentConfigurations, insurancePlans, insurancePolicies, type DbOrTx } from '@portal/db';
import type { InsurancePlan } from '@portal/domain';

export type PlanRow = typeof insurancePlans.$inferSelect;
export type PolicyRow = typeof insurancePolicies.$inferSelect;

export async function listActivePlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(insurancePlans)
    .where(eq(insurancePlans.active, true))
    .orderBy(asc(insurancePlans.sortOrder), asc(insurancePlans.name));
}

export async function findActivePlan(db: DbOrTx, code: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(insurancePlans)
    .where(and(eq(insurancePlans.code, code), eq(insurancePlans.active, true)));
  return row ?? null;
}

export async function policiesOfLines(db: DbOrTx, lineIds: string[]): Promise<PolicyRow[]> {
  if (lineIds.length === 0) return [];
  return db.select().from(insurancePolicies).where(inArray(insurancePolicies.lineId, lineIds));
}

export async function policyOfLine(db: DbOrTx, lineId: string): Promise<PolicyRow | null> {
  const [row] = await policiesOfLines(db, [lineId]);
  return row ?? null;
}

/** The module flag (spec section 6): null when the agent has no configuration at all. */
export async function insuranceEnabled(db: DbOrTx, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: agentConfigurations.showInsurance })
    .from(agentConfigurations)
    .where(eq(agentConfigurations.agentId, agentId));
  return row?.on === true;
}

/** A stored plan as the domain reads it. */
export function planOf(row: PlanRow): InsurancePlan {
  return {
    code: row.code,
    name: row.name,
    region: row.region,
    description: row.description,
    coverageCurrency: row.coverageCurrency,
    coverage: row.coverage,
    maxTripDays: row.maxTripDays,
    maxAge: row.maxAge,
    travelTypes: row.travelTypes,
    priceTable: row.priceTable,
    groupDiscountPercent: Number(row.groupDiscountPercent),
    vatPercent: Number(row.vatPercent),
    cancellation: row.cancellation,
    emergencyPhone: row.emergencyPhone,
  };
}
