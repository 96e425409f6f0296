import type { z } from 'zod';
import type { visaListQuery } from '@portal/contracts';
import { toMajor, VISA_STATUS_LABELS } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';
import { visaApplications } from '@portal/db';
import type { Caller } from '../../plugins/auth.ts';
import { agencyScope, listedAgencies } from '../../policy/index.ts';
import * as repo from './applications.repository.ts';

/** The filtered application list as an Excel file: one row per traveller. */
export async function applicationsWorkbook(
  deps: AppDeps,
  caller: Caller,
  q: z.output<typeof visaListQuery>,
): Promise<Buffer> {
  const db = deps.database.db;
  const { rows } = await repo.listApplications(
    db,
    {
      ...q,
      status: q.status || undefined,
      dateFrom: q.dateFrom || undefined,
      dateTo: q.dateTo || undefined,
      owners: agencyScope(caller, visaApplications.agentId, q.agency),
    },
    0,
    5_000,
  );
  const bundles = await Promise.all(rows.map((r) => repo.loadBundle(db, r)));
  const agencyOf = await listedAgencies(db, caller, rows.map((r) => r.agentId));
  return sheetBuffer({
    name: 'Visa applications',
    created: deps.clock.now(),
    columns: [
      { header: 'Reference', key: 'reference', width: 18 },
      { header: 'Agency', key: 'agency', width: 24 },
      { header: 'Applied', key: 'applied', width: 12 },
      { header: 'Visa', key: 'visa', width: 34 },
      { header: 'Nationality', key: 'nationality', width: 20 },
      { header: 'Travel date', key: 'travel', width: 12 },
      { header: 'Traveller', key: 'traveller', width: 28 },
      { header: 'Type', key: 'pax', width: 6 },
      { header: 'Passport', key: 'passport', width: 14 },
      { header: 'Status', key: 'status', width: 14 },
      { header: 'Reason', key: 'reason', width: 30 },
      { header: 'Application total (AED)', key: 'total', width: 16, numFmt: '#,##0.00' },
    ],
    rows: bundles.flatMap((b) =>
      b.travellers.map((t) => ({
        reference: b.app.referenceNumber,
        agency: agencyOf(b.app.agentId)?.name ?? 'Own',
        applied: b.app.createdAt.toISOString().slice(0, 10),
        visa: b.type.name,
        nationality: b.nationality.name,
        travel: b.app.travelDate,
        traveller: `${t.firstName} ${t.lastName}`,
        pax: t.paxType,
        passport: t.passportNo,
        status: VISA_STATUS_LABELS[t.status],
        reason: t.rejectionReason ?? '',
        total: toMajor(b.app.totalAgentPrice),
      })),
    ),
  });
}
