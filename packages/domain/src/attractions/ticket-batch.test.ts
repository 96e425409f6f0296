import { describe, expect, it } from 'vitest';
import { batchDate, csvRows, parseTicketBatch } from './ticket-batch.ts';

const today = '2026-11-29';

describe('parseTicketBatch', () => {
  it('reads good rows, skips the header and blank rows, and gives rows without a date the batch date', () => {
    const rows = csvRows('ticket,type,valid till\r\nA-1,adult,31/12/2026\r\n\r\nB-2,Child,\n');
    const out = parseTicketBatch(rows, { validTill: '2027-01-31', today });
    expect(out.problems).toEqual([]);
    expect(out.tickets).toEqual([
      { row: 2, ticketNo: 'A-1', ticketFor: 'adult', validTill: '2026-12-31' },
      { row: 4, ticketNo: 'B-2', ticketFor: 'child', validTill: '2027-01-31' },
    ]);
  });

  it('names every bad row: missing code, bad type, bad or past date, repeated code', () => {
    const rows = csvRows(
      'A-1,adult\n,adult\nB 2,adult\nC-3,senior\nD-4,adult,31/02/2027\nE-5,adult,01/01/2020\na-1,child\nF-6,\n',
    );
    const out = parseTicketBatch(rows, { validTill: '2027-01-31', today });
    expect(out.tickets.map((t) => t.ticketNo)).toEqual(['A-1']);
    expect(out.problems.map((p) => p.message)).toEqual([
      'Row 2: the ticket code is missing',
      'Row 3: the ticket code "B 2" may hold only letters, digits, ".", "_", "/" and "-" (at most 64)',
      'Row 4: the type "senior" is not adult, child, infant or common',
      'Row 5: the valid-till date "31/02/2027" is not a date (DD/MM/YYYY)',
      'Row 6: the ticket expired on 01/01/2020',
      'Row 7: ticket a-1 is repeated (first on row 1)',
      'Row 8: the type is missing (adult, child, infant or common)',
    ]);
  });

  it('refuses a row without a date when the batch has none', () => {
    const out = parseTicketBatch([['A-1', 'common']], { validTill: null, today });
    expect(out.problems[0]?.message).toBe(
      'Row 1: the valid-till date is missing (give it on the row or for the batch)',
    );
  });
});

describe('csvRows and batchDate', () => {
  it('reads quoted cells with commas and doubled quotes, and semicolon files', () => {
    expect(csvRows('"A,1","say ""hi"""\nB;2')).toEqual([
      ['A,1', 'say "hi"'],
      ['B', '2'],
    ]);
  });
  it('reads DD/MM/YYYY and yyyy-mm-dd, nothing else', () => {
    expect(batchDate('5/1/2027')).toBe('2027-01-05');
    expect(batchDate('2027-01-05')).toBe('2027-01-05');
    expect(batchDate('01-05-2027')).toBeNull();
  });
});
