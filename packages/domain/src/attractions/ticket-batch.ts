import { formatDate } from '../format.ts';
import { isPlainDate } from '../plain-date.ts';
import { TICKET_FOR, type TicketFor } from './types.ts';

/** One e-ticket of an uploaded batch (issue 34): its code, who it admits and its last valid day. */
export interface TicketBatchTicket {
  /** The row of the file it came from (1-based, the header counted), to name it in refusals. */
  row: number;
  ticketNo: string;
  ticketFor: TicketFor;
  validTill: string;
}

export interface TicketRowProblem {
  row: number;
  message: string;
}

export const MAX_TICKET_BATCH = 10_000;
/** An active ticket activity with fewer available e-tickets than this shows on the dashboard. */
export const LOW_TICKET_STOCK = 10;
const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A date cell as staff type it (DD/MM/YYYY) or as a sheet stores it (yyyy-mm-dd); null when neither. */
export function batchDate(text: string): string | null {
  const m = DMY.exec(text);
  const iso = m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text;
  return isPlainDate(iso) ? iso : null;
}

/** A first row naming its columns ("Ticket code, Type, ...") rather than holding a ticket. */
const isHeader = (cells: string[]) =>
  /ticket|code/i.test(cells[0] ?? '') && !TICKET_FOR.includes((cells[1] ?? '').toLowerCase() as TicketFor);

/**
 * Reads the rows of a ticket batch (CSV or sheet cells: code, type, valid till), every row on its own:
 * the good tickets and a problem per bad row, so staff see every bad row at once. A row without its
 * own valid-till date takes the batch's. Duplicates inside the file are refused on their later rows;
 * duplicates against the stock are the caller's (it reads the database).
 */
export function parseTicketBatch(
  rows: readonly (readonly string[])[],
  options: { validTill: string | null; today: string },
): { tickets: TicketBatchTicket[]; problems: TicketRowProblem[] } {
  const tickets: TicketBatchTicket[] = [];
  const problems: TicketRowProblem[] = [];
  const firstRow = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const cells = raw.map((c) => c.trim());
    if (cells.every((c) => c === '')) return;
    if (index === 0 && isHeader(cells)) return;
    const [code = '', type = '', till = ''] = cells;
    const refuse = (message: string) => problems.push({ row, message: `Row ${row}: ${message}` });
    if (code === '') return refuse('the ticket code is missing');
    if (!CODE.test(code))
      return refuse(
        `the ticket code "${code.slice(0, 70)}" may hold only letters, digits, ".", "_", "/" and "-" (at most 64)`,
      );
    const ticketFor = type.toLowerCase() as TicketFor;
    if (!TICKET_FOR.includes(ticketFor))
      return refuse(
        type === ''
          ? 'the type is missing (adult, child, infant or common)'
          : `the type "${type.slice(0, 30)}" is not adult, child, infant or common`,
      );
    const validTill = till === '' ? options.validTill : batchDate(till);
    if (!validTill)
      return refuse(
        till === ''
          ? 'the valid-till date is missing (give it on the row or for the batch)'
          : `the valid-till date "${till.slice(0, 30)}" is not a date (DD/MM/YYYY)`,
      );
    if (validTill < options.today) return refuse(`the ticket expired on ${formatDate(validTill)}`);
    const key = code.toUpperCase();
    const first = firstRow.get(key);
    if (first !== undefined) return refuse(`ticket ${code} is repeated (first on row ${first})`);
    firstRow.set(key, row);
    tickets.push({ row, ticketNo: code, ticketFor, validTill });
  });
  return { tickets, problems };
}

/** Reads CSV text into rows of cells (quoted cells, doubled quotes, CRLF, a leading BOM). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';' || ch === '\t') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
