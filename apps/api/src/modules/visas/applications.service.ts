import { bookedByNames } from '../bookings/core/booked-by.ts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fieldErrorSummary,
  type VisaApplicationAnswer,
  type visaApplicationInput,
  type VisaApplicationsAnswer,
  type visaListQuery,
  type visaTravellerInput,
} from '@portal/contracts';
import { visaApplications, visaTravellers, type Tx } from '@portal/db';
import {
  plainDateIn,
  priceVisa,
  VISA_STATUS_LABELS,
  visaCountsProblem,
  visaDateToPlain,
  visaReapplyProblem,
  visaTravelDateProblem,
  visaTravellerProblems,
  type VisaDocumentField,
  type VisaTravellerStatus,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import type { Caller } from '../../plugins/auth.ts';
import { agencyScope, assertFound, listedAgencies, type Access } from '../../policy/index.ts';
import { newReference } from '../bookings/core/repository.ts';
import { notify } from '../notifications/notify.ts';
import { findUpload } from '../files/files.repository.ts';
import { dropUploads, stageFiles } from '../files/files.service.ts';
import * as repo from './applications.repository.ts';
import { applicationDto, listRowDto } from './applications.view.ts';
import { requireSoldType } from './catalogue.service.ts';
import { DOCUMENT_COLUMNS, type VisaForm } from './documents.ts';
import { loadVisaMarkups, visaLayers, type VisaBuyer } from './markup-layers.ts';

type CreateInput = z.output<typeof visaApplicationInput>;
type TravellerInput = z.output<typeof visaTravellerInput>;

/** Visa references and the visa invoice series: VIS-... */
export const VISA_REFERENCE_PREFIX = 'VIS';

/** The application's reference, later its order's too (visaBookingProduct's `reference`): VIS-7K2M9Q4XPA. */
export const newVisaReference = (): string => newReference(VISA_REFERENCE_PREFIX);

const fail = (message: string, fieldErrors: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', message, { fieldErrors });

/** Every traveller checked against the visa's rules; one 400 naming each field (travellers.N.field). */
function checkTravellers(
  travellers: TravellerInput[],
  rules: { childAgeFrom: number; childAgeTo: number },
  travelDate: string,
  today: string,
  prefix = 'travellers',
) {
  const fieldErrors: Record<string, string[]> = {};
  travellers.forEach((t, i) => {
    const problems = visaTravellerProblems(t, { visa: rules, travelDate, today });
    for (const [field, message] of Object.entries(problems))
      fieldErrors[prefix ? `${prefix}.${i}.${field}` : field] = [message];
  });
  if (Object.keys(fieldErrors).length > 0) throw fail(fieldErrorSummary(fieldErrors), fieldErrors);
}

const travellerColumns = (t: TravellerInput) => ({
  paxType: t.paxType,
  title: t.title,
  firstName: t.firstName.trim(),
  lastName: t.lastName.trim(),
  email: t.email.trim(),
  contactNo: t.contactNo.trim(),
  passportNo: t.passportNo.trim().toUpperCase(),
  dateOfBirth: visaDateToPlain(t.dateOfBirth)!,
  passportExpiry: visaDateToPlain(t.expiryDate)!,
});

/** POST /b2b/visa/application/create: checks everything, prices through the pipeline, stores it unpaid. */
export async function createApplication(
  deps: AppDeps,
  buyer: VisaBuyer,
  input: CreateInput,
): Promise<VisaApplicationAnswer> {
  const db = deps.database.db;
  const countsProblem = visaCountsProblem(input);
  if (countsProblem) throw fail(countsProblem, { noOfAdult: [countsProblem] });
  const adults = input.travellers.filter((t) => t.paxType === 'ADT').length;
  const children = input.travellers.length - adults;
  if (adults !== input.noOfAdult || children !== input.noOfChild)
    throw fail(
      `Fill one passenger row per traveller: ${input.noOfAdult} adult(s) and ${input.noOfChild} child(ren)`,
      {
        travellers: ['One row per adult and child'],
      },
    );
  const today = plainDateIn(deps.clock.now());
  const dateProblem = visaTravelDateProblem(input.travelDate, today);
  if (dateProblem) throw fail(dateProblem, { travelDate: [dateProblem] });
  const { type, price } = await requireSoldType(deps, input.visaType, input.nationality);
  // Adults first, as the rows are numbered on every screen.
  const ordered = [...input.travellers].sort((a, b) =>
    a.paxType === b.paxType ? 0 : a.paxType === 'ADT' ? -1 : 1,
  );
  checkTravellers(ordered, type, input.travelDate, today);

  const pricing = priceVisa(price, input, visaLayers(await loadVisaMarkups(deps.database, buyer), type.id));
  const now = deps.clock.now();
  const id = await db.transaction(async (tx) => {
    const [app] = await tx
      .insert(visaApplications)
      .values({
        referenceNumber: newVisaReference(),
        agentId: buyer.agentId,
        parentId: buyer.role === 'sub-agent' ? buyer.parentId : null,
        bookedBy: buyer.userId ?? null,
        visaTypeId: type.id,
        nationalityId: input.nationality,
        travelDate: input.travelDate,
        noOfAdult: input.noOfAdult,
        noOfChild: input.noOfChild,
        pricing: pricing as unknown as Record<string, unknown>,
        totalAgentPrice: pricing.total.agentPrice,
        totalSellPrice: pricing.total.sellPrice,
        searchText: ordered
          .map((t) => `${t.firstName} ${t.lastName} ${t.passportNo}`)
          .join(' ')
          .toLowerCase(),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: visaApplications.id });
    const inserted = await tx
      .insert(visaTravellers)
      .values(
        ordered.map((t, i) => ({
          applicationId: app!.id,
          position: i + 1,
          ...travellerColumns(t),
          createdAt: now,
          statusChangedAt: now,
        })),
      )
      .returning({ id: visaTravellers.id });
    for (const t of inserted) await repo.insertEvent(tx, t.id, 'initiated', 'agent', now);
    return app!.id;
  });
  return {
    visaApplication: applicationDto(await repo.loadBundle(db, (await repo.findApplication(db, id))!)),
  };
}

/**
 * The caller's own application (admins may read any; its sub-agent's parent reseller may read it,
 * never change it: the branch view); anybody else gets 404.
 */
export async function ownedApplication(deps: AppDeps, caller: Caller, id: string, access: Access = 'write') {
  const app = await repo.findApplication(deps.database.db, id);
  return assertFound(caller, app, { what: 'Visa application', parentReads: true, access });
}

export async function getApplication(
  deps: AppDeps,
  caller: Caller,
  id: string,
  access: Access = 'read',
): Promise<VisaApplicationAnswer> {
  const db = deps.database.db;
  const app = await ownedApplication(deps, caller, id, access);
  const agencyOf = await listedAgencies(db, caller, [app.agentId]);
  const bookedBy = await bookedByNames(db, [app]);
  return {
    visaApplication: applicationDto(
      await repo.loadBundle(db, app),
      agencyOf(app.agentId),
      bookedBy.get(app.id) ?? null,
    ),
  };
}

async function ownedTraveller(
  deps: AppDeps,
  caller: Caller,
  id: string,
  travellerId: string,
  access: Access = 'write',
) {
  const app = await ownedApplication(deps, caller, id, access);
  const traveller = await repo.findTraveller(deps.database.db, id, travellerId);
  if (!traveller) throw notFound('Traveller');
  return { app, traveller };
}

/** Stores the given documents on one traveller (replacing earlier ones) in one transaction. */
async function storeDocuments(
  deps: AppDeps,
  agentId: string,
  travellerId: string,
  files: Partial<Record<VisaDocumentField, CheckedFile>>,
  inTx?: (tx: Tx) => Promise<void>,
) {
  const entries = Object.entries(files) as [VisaDocumentField, CheckedFile][];
  const staged = await stageFiles(
    deps,
    entries.map(([, f]) => f),
  );
  let cleanup: (() => Promise<void>) | null = null;
  try {
    await deps.database.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(visaTravellers)
        .where(eq(visaTravellers.id, travellerId))
        .for('update');
      if (!current) throw notFound('Traveller');
      const rows = await staged.record(
        tx,
        agentId,
        entries.map(([field]) => `visa:${field}`),
      );
      const set: Record<string, string> = {};
      const replaced: (string | null)[] = [];
      entries.forEach(([field], i) => {
        const column = DOCUMENT_COLUMNS[field];
        replaced.push(current[column]);
        set[column] = rows[i]!.id;
      });
      if (entries.length) await tx.update(visaTravellers).set(set).where(eq(visaTravellers.id, travellerId));
      if (inTx) await inTx(tx);
      cleanup = await dropUploads(deps, tx, replaced);
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  if (cleanup) await (cleanup as () => Promise<void>)();
}

/** POST .../travellers/{travellerId}/documents: before payment only (afterwards through reapply). */
export async function uploadDocuments(
  deps: AppDeps,
  caller: Caller,
  id: string,
  travellerId: string,
  form: VisaForm,
): Promise<VisaApplicationAnswer> {
  const { app, traveller } = await ownedTraveller(deps, caller, id, travellerId);
  if (app.bookingOrderId || traveller.status !== 'initiated')
    throw conflict('The application is paid: documents change only when a rejected traveller is reapplied');
  if (Object.keys(form.files).length === 0)
    throw badRequest('Attach at least one document', {
      passportFistPagePhoto: ['Attach the passport first page'],
    });
  await storeDocuments(deps, app.agentId, traveller.id, form.files);
  return getApplication(deps, caller, id);
}

/** A document of a traveller, for the application's owner (and admins). */
export async function readDocument(
  deps: AppDeps,
  caller: Caller,
  id: string,
  travellerId: string,
  field: VisaDocumentField | 'visa',
) {
  const { traveller } = await ownedTraveller(deps, caller, id, travellerId, 'read');
  const uploadId =
    field === 'visa'
      ? traveller.status === 'approved'
        ? traveller.visaDocumentId
        : null
      : traveller[DOCUMENT_COLUMNS[field]];
  const row = uploadId ? await findUpload(deps.database.db, uploadId) : null;
  if (!row) throw notFound(field === 'visa' ? 'Visa' : 'Document');
  const name =
    field === 'visa'
      ? `visa-${traveller.firstName}-${traveller.lastName}.pdf`.replace(/[^A-Za-z0-9.-]/g, '_')
      : `${field}.${row.mime.split('/')[1] ?? 'bin'}`;
  return { data: await deps.files.get(row.storageName), mime: row.mime, name };
}

/**
 * POST /b2b/visa/application/{id}/reapply/{travellerId}: a rejected traveller with corrected fields
 * (the `traveller` JSON field) and documents goes back to submitted, at no new charge.
 */
export async function reapplyTraveller(
  deps: AppDeps,
  caller: Caller,
  id: string,
  travellerId: string,
  corrected: TravellerInput,
  form: VisaForm,
): Promise<VisaApplicationAnswer> {
  const { app, traveller } = await ownedTraveller(deps, caller, id, travellerId);
  const problem = visaReapplyProblem(traveller.status);
  if (problem) throw conflict(problem);
  if (corrected.paxType !== traveller.paxType)
    throw fail('A traveller keeps its passenger type when reapplied', {
      paxType: ['Keep the passenger type'],
    });
  const bundle = await repo.loadBundle(deps.database.db, app);
  const today = plainDateIn(deps.clock.now());
  checkTravellers([corrected], bundle.type, app.travelDate, today, '');
  const now = deps.clock.now();
  await storeDocuments(deps, app.agentId, traveller.id, form.files, async (tx) => {
    const [moved] = await tx
      .update(visaTravellers)
      .set({
        ...travellerColumns(corrected),
        status: 'submitted',
        rejectionReason: null,
        reapplyCount: traveller.reapplyCount + 1,
        statusChangedAt: now,
      })
      .where(eq(visaTravellers.id, traveller.id))
      .returning({ status: visaTravellers.status });
    if (!moved) throw notFound('Traveller');
    await repo.insertEvent(tx, traveller.id, 'submitted', 'agent', now, 'Reapplied with corrected details');
    await mailStatus(
      tx,
      app,
      { ...traveller, ...travellerColumns(corrected) },
      'submitted',
      'Reapplied with corrected details',
    );
  });
  return getApplication(deps, caller, id);
}

/**
 * Tells the agent of every status change of a traveller (inside the change's transaction, after its
 * event row): a "visa status changed" notification (issue 36) whose mail is this one, sent when the
 * user takes that kind by mail. The event row makes it once per change.
 */
export async function mailStatus(
  tx: Tx,
  app: repo.ApplicationRow,
  traveller: { id: string; firstName: string; lastName: string },
  status: VisaTravellerStatus,
  note: string | null,
) {
  const agent = await repo.agentEmail(tx, app.agentId);
  const event = await repo.latestEvent(tx, traveller.id, status);
  if (!agent || !event) return;
  const name = `${traveller.firstName} ${traveller.lastName}`;
  const subject = `Visa ${app.referenceNumber}: ${name} - ${VISA_STATUS_LABELS[status]}`;
  const said = `The visa application ${app.referenceNumber} for ${name} is now: ${VISA_STATUS_LABELS[status]}.`;
  await notify(
    tx,
    {
      agentId: app.agentId,
      kind: 'visa_status',
      source: `visa-event:${event.id}`,
      title: subject,
      body: note ? `${said} ${note}` : said,
      product: 'visa',
      orderId: app.id, // the visa's page is its application's
      mail: {
        subject,
        text: [
          `Dear ${agent.name},`,
          '',
          said,
          ...(note ? [`Note: ${note}`] : []),
          ...(status === 'approved' ? ['The visa can be downloaded from the application details.'] : []),
          ...(status === 'rejected' ? ['You can correct the details and reapply at no new charge.'] : []),
        ].join('\n'),
      },
    },
    event.createdAt,
  );
}

type ListQuery = z.output<typeof visaListQuery>;

export async function listApplications(
  deps: AppDeps,
  caller: Caller,
  q: ListQuery,
): Promise<VisaApplicationsAnswer> {
  const db = deps.database.db;
  const { rows, total } = await repo.listApplications(
    db,
    {
      ...q,
      status: q.status || undefined,
      dateFrom: q.dateFrom || undefined,
      dateTo: q.dateTo || undefined,
      owners: agencyScope(caller, visaApplications.agentId, q.agency),
      bookedBy: q.bookedBy,
    },
    q.skip,
    q.limit,
  );
  const bundles = await Promise.all(rows.map((r) => repo.loadBundle(db, r)));
  const agencyOf = await listedAgencies(
    db,
    caller,
    rows.map((r) => r.agentId),
  );
  const bookedBy = await bookedByNames(db, rows);
  return {
    visaApplications: bundles.map((b) =>
      listRowDto(b, agencyOf(b.app.agentId), bookedBy.get(b.app.id) ?? null),
    ),
    totalVisaApplications: total,
  };
}
