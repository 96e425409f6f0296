import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OrderRowDto } from '@portal/contracts';
import { ordersSheet } from '../modules/attractions/order-documents.ts';
import { safeCell, safeText, sheetBuffer } from './spreadsheet.ts';

const ATTACKS = ['=1+2', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://evil.example","x")'];

async function firstSheet(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('safeText', () => {
  it('prefixes text that a spreadsheet would read as a formula', () => {
    for (const text of ATTACKS) expect(safeText(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, numbers, dates and empty cells alone', () => {
    for (const text of ['Aisha Rahman', 'ATR-000123', 'a=b', ' =1', '', '2026-03-01'])
      expect(safeText(text)).toBe(text);
    expect(safeCell(-12.5)).toBe(-12.5);
    expect(safeCell(null)).toBeNull();
    expect(safeCell(undefined)).toBeNull();
    const date = new Date('2026-03-01T10:00:00Z');
    expect(safeCell(date)).toBe(date);
  });
});

describe('sheetBuffer', () => {
  it('writes every text cell, headers included, as plain text and keeps numbers numeric', async () => {
    const buffer = await sheetBuffer({
      name: 'Test',
      columns: [
        { header: '=Header', key: 'text', width: 20 },
        { header: 'Amount', key: 'amount', width: 10, numFmt: '#,##0.00' },
      ],
      rows: ATTACKS.map((text, i) => ({ text, amount: -i - 0.5 })),
    });
    const sheet = await firstSheet(buffer);
    expect(sheet.getCell('A1').value).toBe("'=Header");
    ATTACKS.forEach((text, i) => {
      const cell = sheet.getCell(`A${i + 2}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML reading turns a stored CR into LF; what matters is the leading apostrophe.
      expect(cell.value).toBe(`'${text}`.replace('\r', '\n'));
      expect(cell.formula).toBeFalsy();
      expect(sheet.getCell(`B${i + 2}`).value).toBe(-i - 0.5);
    });
  });
});

describe('the attraction order export', () => {
  it('goes through the guard: a lead traveller named like a formula stays text', async () => {
    const row: OrderRowDto = {
      agency: null,
      orderId: '6c1f6f7e-4a55-4c3b-9d1e-0e6f0c9a1b2c',
      lineId: '7c1f6f7e-4a55-4c3b-9d1e-0e6f0c9a1b2c',
      referenceNumber: 'ATR-1',
      agentReferenceNumber: '+CMD|calc!A1',
      orderStatus: 'completed',
      status: 'confirmed',
      actions: { invoice: true, tickets: true, vouchers: true, payAgain: false, discard: false },
      attractionTitle: 'Burj Khalifa',
      activityName: 'At the Top',
      date: '2026-03-01',
      adults: 2,
      children: 0,
      infants: 0,
      leadTravellerName: '=HYPERLINK("http://evil.example","Refund")',
      leadTravellerEmail: '@evil.example',
      agentPrice: 25_000,
      sellPrice: 27_500,
      paymentMethod: 'wallet',
      createdAt: '2026-02-20T10:00:00.000Z',
    };
    const sheet = await firstSheet(await ordersSheet([row]));
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toContain('\'=HYPERLINK("http://evil.example","Refund")');
    expect(values).toContain("'+CMD|calc!A1");
    expect(values).toContain("'@evil.example");
    expect(values).toContain(250);
  });
});
