import type ExcelJS from 'exceljs';
import { lazyModule } from './lazy-module.ts';

/** Loaded on the first spreadsheet (lazy-module.ts). */
const excel = lazyModule<typeof ExcelJS>('exceljs');

/** What an export puts in a cell. */
export type SheetCell = string | number | boolean | Date | null | undefined;

export interface SheetColumn<K extends string> {
  header: string;
  key: K;
  width: number;
  /** Excel number format of the whole column, e.g. '#,##0.00'. */
  numFmt?: string;
}

export interface SheetSpec<K extends string> {
  name: string;
  columns: SheetColumn<K>[];
  rows: Iterable<Record<K, SheetCell>>;
  created?: Date;
}

/** Characters that make a spreadsheet read text as a formula (or a DDE command) when typed or imported. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that starts like a formula gets a leading apostrophe, the spreadsheet convention for "this is
 * text": a lead traveller named `=HYPERLINK("http://evil","Refund")` then shows as written and never
 * runs, also after the sheet is saved as CSV or the cell is edited. Numbers (negative amounts
 * included) stay numbers.
 */
export function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function safeCell(value: SheetCell): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? safeText(value) : value;
}

/**
 * The one way the API writes a spreadsheet: a bold header row, then every cell through safeCell, so
 * no export can forget the formula guard (exceljs is imported nowhere else; eslint enforces it).
 */
export async function sheetBuffer<K extends string>(spec: SheetSpec<K>): Promise<Buffer> {
  const book = new (excel().Workbook)();
  if (spec.created) book.created = spec.created;
  const sheet = book.addWorksheet(spec.name);
  sheet.columns = spec.columns.map((c) => ({ header: safeText(c.header), key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) {
    sheet.addRow(spec.columns.map((c) => safeCell(row[c.key])));
  }
  for (const c of spec.columns) if (c.numFmt) sheet.getColumn(c.key).numFmt = c.numFmt;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx file as rows of text cells (dates as yyyy-mm-dd, formulas as their result). */
export async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new (excel().Workbook)();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let col = 1; col <= Math.max(row.cellCount, 1); col++) cells.push(cellText(row.getCell(col).value));
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}
