import { and, asc, eq, sql } from 'drizzle-orm';
import { insurancePlans, type DbOrTx } from '@portal/db';
import type { z } from 'zod';
import type {
  AdminInsurancePlan,
  adminInsurancePlanCreateInput,
  AdminInsurancePlanInput,
} from '@portal/contracts';
import { insurancePlanProblem } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, refuseProblem } from '../../lib/app-error.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { SANDBOX_INSURER_CODE } from '../../suppliers/insurance/index.ts';
import { dropUploads, stageFiles, staffLinkOf } from '../files/files.service.ts';
import type { PlanRow } from './plans.repository.ts';

/**
 * The back office's insurance plans (issue 34), in the table the quote and booking paths read
 * (plans.repository): cover limits, region, premium bands by trip days and age, the wording PDF, and
 * deactivation. Every save is checked as the quote prices it (insurancePlanProblem) and made against
 * the plan's version; policies keep their own plan snapshot and premiums, so no change alters a sale.
 */
function planOf(deps: AppDeps, row: PlanRow): AdminInsurancePlan {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    region: row.region,
    coverageCurrency: row.coverageCurrency,
    coverage: row.coverage,
    maxTripDays: row.maxTripDays,
    maxAge: row.maxAge,
    travelTypes: row.travelTypes,
    priceTable: row.priceTable,
    active: row.active,
    wordingUrl: staffLinkOf(deps, row.wordingUploadId),
    version: row.version,
  };
}

async function planRow(db: DbOrTx, code: string): Promise<PlanRow> {
  const [row] = await db.select().from(insurancePlans).where(eq(insurancePlans.code, code));
  if (!row) throw notFound('Insurance plan');
  return row;
}

const changed = (name: string) =>
  conflict(
    `The plan ${name} was changed by someone else since you opened it: reload and make your change again`,
  );

export async function listPlans(deps: AppDeps): Promise<AdminInsurancePlan[]> {
  const rows = await deps.database.db
    .select()
    .from(insurancePlans)
    .orderBy(asc(insurancePlans.sortOrder), asc(insurancePlans.name));
  return rows.map((r) => planOf(deps, r));
}

export async function findPlan(deps: AppDeps, code: string): Promise<AdminInsurancePlan> {
  return planOf(deps, await planRow(deps.database.db, code));
}

type Editable = Omit<AdminInsurancePlan, '_id' | 'code' | 'wordingUrl' | 'version'>;
const editableOf = (p: AdminInsurancePlan): Editable => {
  const { _id, code, wordingUrl, version, ...rest } = p;
  void _id;
  void code;
  void wordingUrl;
  void version;
  return rest;
};

type NewPlan = z.output<typeof adminInsurancePlanCreateInput>;

/**
 * A new plan, checked as the quote prices it (the same rule as a save), issued by the connected
 * insurer (the sandbox insurer mirrors the plan's own bands) and listed after the existing ones.
 */
export async function createPlan(deps: AppDeps, who: ActingAs, input: NewPlan): Promise<AdminInsurancePlan> {
  refuseProblem(insurancePlanProblem(input));
  return deps.database.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: insurancePlans.id })
      .from(insurancePlans)
      .where(eq(insurancePlans.code, input.code));
    if (taken)
      throw badRequest(`code: A plan with the code ${input.code} exists already`, {
        code: [`A plan with the code ${input.code} exists already`],
      });
    const [last] = await tx
      .select({ sortOrder: sql<number>`coalesce(max(${insurancePlans.sortOrder}), 0)::int` })
      .from(insurancePlans);
    const [row] = await tx
      .insert(insurancePlans)
      .values({ ...input, supplierCode: SANDBOX_INSURER_CODE, sortOrder: (last?.sortOrder ?? 0) + 10 })
      .onConflictDoNothing({ target: insurancePlans.code })
      .returning();
    if (!row) throw conflict(`A plan with the code ${input.code} was just made by someone else`);
    await recordAudit(tx, who, {
      kind: 'insurance-plan.create',
      object: { type: 'insurance-plan', id: row.id },
      before: null,
      after: input,
    });
    return planOf(deps, row);
  });
}

export async function updatePlan(
  deps: AppDeps,
  who: ActingAs,
  code: string,
  input: AdminInsurancePlanInput,
): Promise<AdminInsurancePlan> {
  const { version, ...values } = input;
  refuseProblem(insurancePlanProblem(values));
  return deps.database.db.transaction(async (tx) => {
    const before = await planRow(tx, code);
    const [row] = await tx
      .update(insurancePlans)
      .set({ ...values, version: sql`${insurancePlans.version} + 1`, updatedAt: deps.clock.now() })
      .where(and(eq(insurancePlans.code, code), eq(insurancePlans.version, version)))
      .returning();
    if (!row) throw changed(before.name);
    await recordAudit(tx, who, {
      kind: 'insurance-plan.update',
      object: { type: 'insurance-plan', id: before.id },
      before: editableOf(planOf(deps, before)),
      after: values,
    });
    return planOf(deps, row);
  });
}

/** Replaces the plan's wording PDF (the file store; the old file is removed after commit). */
export async function attachWording(
  deps: AppDeps,
  who: ActingAs,
  code: string,
  version: number,
  file: CheckedFile,
): Promise<AdminInsurancePlan> {
  if (file.mime !== 'application/pdf')
    throw badRequest('Upload the wording as a PDF file', { wording: ['Upload the wording as a PDF file'] });
  const staged = await stageFiles(deps, [file]);
  let cleanup: (() => Promise<void>) | null = null;
  try {
    const plan = await deps.database.db.transaction(async (tx) => {
      const before = await planRow(tx, code);
      const [upload] = await staged.record(tx, null, ['insurance:wording']);
      const [row] = await tx
        .update(insurancePlans)
        .set({
          wordingUploadId: upload!.id,
          version: sql`${insurancePlans.version} + 1`,
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(insurancePlans.code, code), eq(insurancePlans.version, version)))
        .returning();
      if (!row) throw changed(before.name);
      await recordAudit(tx, who, {
        kind: 'insurance-plan.wording',
        object: { type: 'insurance-plan', id: before.id },
        before: { wordingUploadId: before.wordingUploadId },
        after: { wordingUploadId: upload!.id },
      });
      cleanup = await dropUploads(deps, tx, [before.wordingUploadId]);
      return planOf(deps, row);
    });
    await (cleanup as (() => Promise<void>) | null)?.();
    return plan;
  } catch (err) {
    await staged.discard();
    throw err;
  }
}
