import { eq } from 'drizzle-orm';
import { visaTravellers } from '@portal/db';
import type { AdminVisaApplicationDto, AssigneeFilter } from '@portal/contracts';
import { VISA_DOCUMENT_FIELDS, visaMoveProblem, type VisaTravellerStatus } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { dropUploads, stageFiles, staffLinkOf } from '../files/files.service.ts';
import * as repo from './applications.repository.ts';
import { applicationDto } from './applications.view.ts';
import { DOCUMENT_COLUMNS } from './documents.ts';
import { mailStatus } from './applications.service.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { assignedWhere, assigneesOf } from '../admin/work/assignees.ts';

export type Actor = 'admin' | 'system';

/**
 * The company moves a traveller: submitted -> in process -> approved | rejected (with a reason).
 * The agent is mailed in the same transaction; a refused move changes nothing.
 */
export async function moveTraveller(
  deps: AppDeps,
  applicationId: string,
  travellerId: string,
  to: Exclude<VisaTravellerStatus, 'initiated' | 'submitted'>,
  reason: string | null,
  actor: Actor = 'admin',
  /** The member of staff deciding: audited with the change (issue 33). */
  who: ActingAs,
) {
  const db = deps.database.db;
  const app = await repo.findApplication(db, applicationId);
  if (!app) throw notFound('Visa application');
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const traveller = await repo.findTraveller(tx, applicationId, travellerId, true);
    if (!traveller) throw notFound('Traveller');
    const problem = visaMoveProblem(traveller.status, to);
    if (problem) throw conflict(problem);
    if (to === 'rejected' && !reason) throw conflict('Give the reason for the rejection');
    await tx
      .update(visaTravellers)
      .set({ status: to, rejectionReason: to === 'rejected' ? reason : null, statusChangedAt: now })
      .where(eq(visaTravellers.id, traveller.id));
    await repo.insertEvent(tx, traveller.id, to, actor, now, reason);
    await recordAudit(tx, who, {
      kind: `visa.${to}`,
      object: { type: 'visa-traveller', id: traveller.id },
      agentId: app.agentId,
      before: { status: traveller.status },
      after: { status: to },
      reason,
    });
    await mailStatus(tx, app, traveller, to, reason);
  });
  return applicationDto(await repo.loadBundle(db, app));
}

/**
 * Attaches the visa PDF (checked by magic bytes) to a traveller and approves it when it is not yet;
 * the file belongs to the application's agent, who alone can download it.
 */
export async function attachVisa(
  deps: AppDeps,
  applicationId: string,
  travellerId: string,
  file: CheckedFile,
  who: ActingAs,
) {
  const db = deps.database.db;
  const app = await repo.findApplication(db, applicationId);
  if (!app) throw notFound('Visa application');
  const first = await repo.findTraveller(db, applicationId, travellerId);
  if (!first) throw notFound('Traveller');
  if (first.status !== 'approved' && visaMoveProblem(first.status, 'approved'))
    throw conflict(visaMoveProblem(first.status, 'approved')!);
  const staged = await stageFiles(deps, [file]);
  const now = deps.clock.now();
  let cleanup: (() => Promise<void>) | null = null;
  try {
    await db.transaction(async (tx) => {
      const traveller = await repo.findTraveller(tx, applicationId, travellerId, true);
      if (!traveller) throw notFound('Traveller');
      const approving = traveller.status !== 'approved';
      const problem = approving ? visaMoveProblem(traveller.status, 'approved') : null;
      if (problem) throw conflict(problem);
      const [row] = await staged.record(tx, app.agentId, ['visa:visa']);
      await tx
        .update(visaTravellers)
        .set({
          visaDocumentId: row!.id,
          status: 'approved',
          rejectionReason: null,
          ...(approving ? { statusChangedAt: now } : {}),
        })
        .where(eq(visaTravellers.id, traveller.id));
      await repo.insertEvent(
        tx,
        traveller.id,
        'approved',
        'admin',
        now,
        approving ? 'Visa issued' : 'Visa replaced',
      );
      await mailStatus(
        tx,
        app,
        traveller,
        'approved',
        approving ? 'Visa issued' : 'The visa PDF was replaced',
      );
      await recordAudit(tx, who, {
        kind: approving ? 'visa.approved' : 'visa.replaced',
        object: { type: 'visa-traveller', id: traveller.id },
        agentId: app.agentId,
        before: { status: traveller.status, visaDocumentId: traveller.visaDocumentId },
        after: { status: 'approved', visaDocumentId: row!.id },
      });
      cleanup = await dropUploads(deps, tx, [traveller.visaDocumentId]);
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  if (cleanup) await (cleanup as () => Promise<void>)();
  return applicationDto(await repo.loadBundle(db, app));
}

type AgentSummary = AdminVisaApplicationDto['agent'];

/** An application as staff see it: its agent, and signed links to every traveller's uploads. */
function adminApplicationDto(
  deps: AppDeps,
  bundle: repo.ApplicationBundle,
  agent: AgentSummary,
): Omit<AdminVisaApplicationDto, 'assignee'> {
  const dto = applicationDto(bundle);
  return {
    ...dto,
    agent,
    travellers: dto.travellers.map((t) => {
      const row = bundle.travellers.find((r) => r.id === t._id)!;
      return {
        ...t,
        documentLinks: Object.fromEntries(
          VISA_DOCUMENT_FIELDS.map((f) => [f, staffLinkOf(deps, row[DOCUMENT_COLUMNS[f]])]),
        ) as AdminVisaApplicationDto['travellers'][number]['documentLinks'],
        visaLink: t.hasVisa ? staffLinkOf(deps, row.visaDocumentId) : null,
      };
    }),
  };
}

/**
 * The back office's list (and the command line's): a traveller status, a search over the reference,
 * the agent and the travellers, and the order (see repo.ListOrder).
 */
export async function adminList(
  deps: AppDeps,
  status: VisaTravellerStatus | undefined,
  skip: number,
  limit: number,
  options: {
    search?: string | undefined;
    order?: repo.ListOrder;
    /** "Assigned to", with the member of staff reading (for `me`). */
    assignee?: { filter: AssigneeFilter | undefined; staffId: string };
  } = {},
) {
  const db = deps.database.db;
  const { rows, total } = await repo.listApplications(
    db,
    {
      status,
      search: options.search?.trim() || undefined,
      assigned: options.assignee
        ? assignedWhere('visa', repo.visaWorkKey, options.assignee.filter, options.assignee.staffId)
        : undefined,
    },
    skip,
    limit,
    options.order,
  );
  const bundles = await Promise.all(rows.map((r) => repo.loadBundle(db, r)));
  const agentsById = new Map(
    (await repo.agentSummaries(db, [...new Set(rows.map((r) => r.agentId))])).map((a) => [a._id, a]),
  );
  const assignee = await assigneesOf(
    db,
    'visa',
    rows.map((r) => r.id),
  );
  return {
    visaApplications: bundles.map((b) => {
      const agent = agentsById.get(b.app.agentId);
      if (!agent) throw new Error(`visa application ${b.app.id} lost its agent`);
      return { ...adminApplicationDto(deps, b, agent), assignee: assignee(b.app.id) };
    }),
    totalVisaApplications: total,
  };
}
