import type { FastifyContextConfig, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { errorEnvelope } from '@portal/contracts';
import { wallClockDate } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { adminOf } from '../../../plugins/auth.ts';
import { sheetBuffer, type SheetCell, type SheetSpec } from '../../../lib/spreadsheet.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The back office's one way to export a list to Excel: every list page (agents, deposits, withdrawals,
 * orders, visas, quotations, and any list added later, e.g. the audit trail) registers its export with
 * `registerListExport` and the web app offers it with `<ExportButton>` (features/admin/components).
 *
 * An export takes the list's own query (its filters; paging is ignored), reads the list through the same
 * service the page reads, a page at a time, up to EXPORT_ROW_LIMIT rows, and writes them with
 * lib/spreadsheet.ts (the formula guard on every cell).
 */
export const EXPORT_ROW_LIMIT = 10_000;
const PAGE = 500;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads every row of a paged list (up to EXPORT_ROW_LIMIT) through its own list service. */
export async function allPages<R>(
  page: (skip: number, limit: number) => Promise<{ rows: R[]; total: number }>,
): Promise<R[]> {
  const out: R[] = [];
  for (let skip = 0; skip < EXPORT_ROW_LIMIT; skip += PAGE) {
    const { rows, total } = await page(skip, Math.min(PAGE, EXPORT_ROW_LIMIT - skip));
    out.push(...rows);
    if (rows.length === 0 || out.length >= total) break;
  }
  return out;
}

/** "agents-2026-11-28.xlsx": the list's name and the company day it was written. */
export function exportFileName(list: string, now: Date): string {
  return `${list}-${wallClockDate(now).toISOString().slice(0, 10)}.xlsx`;
}

export function sendWorkbook(reply: FastifyReply, fileName: string, file: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/**
 * One column of a list's export: its header, width and format, and the cell it takes from one row of the
 * list (each list's export is one table of these: headers and values side by side).
 */
export interface ExportColumn<R> {
  header: string;
  width: number;
  /** Excel number format of the whole column, e.g. '#,##0.00'. */
  numFmt?: string;
  cell: (row: R) => SheetCell;
}

export interface ListExport<Q, R> {
  /** GET path of the export, e.g. '/admin/agents/export'. */
  path: string;
  /** File name stem and sheet name: 'agents' -> agents-2026-11-28.xlsx. */
  list: string;
  sheetName: string;
  summary: string;
  tags: string[];
  /** The list's own query schema (its filters; skip and limit are ignored). */
  querystring: ZodType<Q>;
  /** Route config beyond `auth: 'admin'` and `permission: 'back-office.read'` (e.g. a stricter permission). */
  config?: Omit<FastifyContextConfig, 'auth'>;
  columns: readonly ExportColumn<R>[];
  /** Every row of the list (allPages through the list's own service), one sheet row each; `staffId`: who reads. */
  rows: (deps: AppDeps, query: Q, staffId: string) => Promise<readonly R[]>;
}

/** The sheet of a column table: columns keyed by position, each row's cells from the columns. */
export function sheetOf<R>(
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
): Pick<SheetSpec<string>, 'columns' | 'rows'> {
  const keyed = columns.map((c, i) => ({ ...c, key: `c${i}` }));
  return {
    columns: keyed.map(({ header, key, width, numFmt }) => ({
      header,
      key,
      width,
      ...(numFmt ? { numFmt } : {}),
    })),
    rows: rows.map((row) => Object.fromEntries(keyed.map((c) => [c.key, c.cell(row)]))),
  };
}

/** Registers one list's Excel export (staff only). */
export function registerListExport<Q, R>(app: App, deps: AppDeps, spec: ListExport<Q, R>): void {
  app.get(
    spec.path,
    {
      config: { auth: 'admin', permission: 'back-office.read', ...spec.config },
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        security: [{ bearer: [] }],
        querystring: spec.querystring,
        response: { '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      const rows = await spec.rows(deps, request.query as Q, adminOf(request).adminId);
      const file = await sheetBuffer({ name: spec.sheetName, created: now, ...sheetOf(spec.columns, rows) });
      return sendWorkbook(reply, exportFileName(spec.list, now), file);
    },
  );
}
