import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRecord, HotelCreateOrderAnswer, HotelOrderDto } from '@portal/contracts';
import { pdfEmbeddedChars, pdfFonts, pdfText } from '../../../lib/documents/pdf-text.testing.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../../resellers/resellers.testing.ts';
import { idemKey } from '../../wallet/wallet.testing.ts';
import { dualSourceHotels } from '../../../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../hotels.testing.ts';
import { createBody, CREATE_URL, recheck, searchAndPick } from './booking.testing.ts';

/**
 * Issue 35: a voucher and a tax invoice for a guest named "محمد العلي" print the name in Arabic
 * letters (Noto Sans Arabic embedded) in both languages; Arabic documents carry Arabic labels, English
 * ones English labels; without ?lang the voucher follows the agency's client language and the invoice
 * the user's own language. PDF_SNAPSHOT_DIR=dir keeps the PDFs (to render and look at).
 */

const FIRST = 'محمد';
const LAST = 'العلي';

let t: TestApp;
let agent: TestAgent;
let order: HotelOrderDto;

beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  const picked = await searchAndPick(t, agent.token, hotel.id, (r) => r.source === 'contract');
  const held = await recheck(t, agent.token, picked);
  const body = createBody(held);
  const guests = body.rooms[0]?.guests;
  if (!guests?.[0]) throw new Error('no guest');
  guests[0] = { ...guests[0], firstName: FIRST, lastName: LAST };
  const res = await t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    payload: { ...body, contact: { ...body.contact, name: `${FIRST} ${LAST}` } },
  });
  expect(res.statusCode, res.body).toBe(201);
  order = res.json<HotelCreateOrderAnswer>().order;
});
afterAll(() => t.close());

async function pdf(kind: 'voucher' | 'invoice', query = ''): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/b2b/hotels/orders/${kind}/${order._id}${query}`,
    headers: auth(agent.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const dir = process.env.PDF_SNAPSHOT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${kind}${query.replace(/[^a-z=]/g, '-') || '-default'}.pdf`), res.rawPayload);
  }
  return res.rawPayload;
}

function expectArabicName(bytes: Buffer): void {
  expect(pdfFonts(bytes)).toContain('NotoSansArabic-Regular');
  const chars = pdfEmbeddedChars(bytes);
  for (const letter of new Set([...FIRST, ...LAST].filter((c) => c !== 'ي'))) expect(chars).toContain(letter);
}

describe('Arabic documents', () => {
  it('prints the Arabic guest name on the English voucher and invoice, labels in English', async () => {
    const voucher = await pdf('voucher', '?lang=en');
    expectArabicName(voucher);
    expect(pdfText(voucher)).toContain('Hotel Voucher');
    expect(pdfText(voucher)).toContain('Page 1 of 1');
    const invoice = await pdf('invoice', '?lang=en');
    expectArabicName(invoice);
    expect(pdfText(invoice)).toContain('Tax Invoice');
    expect(pdfText(invoice)).toContain('Total excluding VAT');
  });

  it('prints Arabic labels on a right-to-left page with ?lang=ar, Latin references kept', async () => {
    const voucher = await pdf('voucher', '?lang=ar');
    expectArabicName(voucher);
    const text = pdfText(voucher);
    expect(text).not.toContain('Hotel Voucher');
    expect(text).toContain(order.referenceNumber);
    // "قسيمة فندق" (Hotel Voucher), "طلبات خاصة" (special requests): their letters are embedded.
    for (const letter of 'قسيمةفندقطلباتخاصة') expect(pdfEmbeddedChars(voucher)).toContain(letter);
    expect(pdfFonts(voucher)).toContain('NotoSansArabic-Bold');
    const invoice = await pdf('invoice', '?lang=ar');
    expectArabicName(invoice);
    expect(pdfText(invoice)).not.toContain('Tax Invoice');
    expect(pdfText(invoice)).not.toContain('Total excluding VAT');
  });

  it('refuses a language it does not know', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/b2b/hotels/orders/voucher/${order._id}?lang=fr`,
      headers: auth(agent.token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBeTruthy();
  });

  it('defaults the voucher to the client language and the invoice to the user language', async () => {
    expect(pdfText(await pdf('voucher'))).toContain('Hotel Voucher');
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/profileSettings',
      headers: auth(agent.token),
      payload: { clientLanguage: 'ar' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AgentRecord>().clientLanguage).toBe('ar');
    expect(pdfText(await pdf('voucher'))).not.toContain('Hotel Voucher');
    // The agent's own document stays in the user's language (English) ...
    expect(pdfText(await pdf('invoice'))).toContain('Tax Invoice');
    // ... until the user reads Arabic.
    const mine = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/language',
      headers: auth(agent.token),
      payload: { language: 'ar' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(pdfText(await pdf('invoice'))).not.toContain('Tax Invoice');
    expect(pdfText(await pdf('invoice', '?lang=en'))).toContain('Tax Invoice');
  });
});
