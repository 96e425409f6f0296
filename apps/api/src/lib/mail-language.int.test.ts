import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelCreateOrderAnswer } from '@portal/contracts';
import { agencyUsers, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../modules/resellers/resellers.testing.ts';
import { idemKey } from '../modules/wallet/wallet.testing.ts';
import { dualSourceHotels } from '../suppliers/hotels/suppliers.testing.ts';
import { ensureHotels } from '../modules/hotels/hotels.testing.ts';
import {
  cancelUrl,
  createBody,
  CREATE_URL,
  recheck,
  searchAndPick,
} from '../modules/hotels/booking/booking.testing.ts';

/**
 * Issue 35: the mails of the booking path and of the account go out in the reader's language, as
 * branded HTML (right to left in Arabic) with a plain-text part: a hotel booking's cancellation, a
 * password reset, an invitation (in the inviter's language, which the invited person starts with).
 * English readers keep the English words.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
});
afterAll(() => t.close());

async function readsIn(email: string, language: 'en' | 'ar'): Promise<void> {
  await t.deps.database.db
    .update(agencyUsers)
    .set({ language })
    .where(eq(agencyUsers.email, email.toLowerCase()));
}

async function mailsTo(email: string) {
  return t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

async function bookHotel(agent: TestAgent): Promise<string> {
  const [hotel] = await dualSourceHotels(t, 1);
  if (!hotel) throw new Error('no hotel');
  const picked = await searchAndPick(t, agent.token, hotel.id, (r) => r.source === 'contract');
  const held = await recheck(t, agent.token, picked);
  const body = createBody(held);
  const guests = body.rooms[0]?.guests;
  if (!guests?.[0]) throw new Error('no guest');
  guests[0] = { ...guests[0], firstName: 'محمد', lastName: 'أحمد' };
  const res = await t.app.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HotelCreateOrderAnswer>().order._id;
}

async function cancel(agent: TestAgent, orderId: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: cancelUrl(orderId),
    headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
    payload: { cancellationRemark: 'Guest ill' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('booking mails in the reader language', () => {
  it('tells an Arabic reader of a cancelled hotel booking in Arabic: HTML right to left, a text part', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
    await readsIn(agent.email, 'ar');
    const orderId = await bookHotel(agent);
    await cancel(agent, orderId);
    const mail = (await mailsTo(agent.email)).find((m) => m.subject.startsWith('تم إلغاء'));
    expect(mail, 'the cancellation mail').toBeDefined();
    expect(mail!.subject).toMatch(/^تم إلغاء \u2068حجز الفندق\u2069 \u2068HTL-/);
    expect(mail!.text).toMatch(/^تم إلغاء حجزكم \u2068HTL-[A-Z0-9]+\u2069\. الرسوم \u2068AED [\d,.]+\u2069/);
    expect(mail!.text).not.toMatch(/is cancelled/);
    expect(mail!.html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    expect(mail!.html).toContain('المبلغ المسترد');
  });

  it('keeps the English words for an English reader', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
    const orderId = await bookHotel(agent);
    await cancel(agent, orderId);
    const mail = (await mailsTo(agent.email)).find((m) => /is cancelled$/.test(m.subject));
    expect(mail!.subject).toMatch(/^Hotel booking HTL-[A-Z0-9]+ is cancelled$/);
    expect(mail!.text).toMatch(/^Your booking HTL-[A-Z0-9]+ is cancelled\. Fee AED [\d,.]+, refunded AED/);
    expect(mail!.html).toMatch(/<html[^>]* lang="en" dir="ltr"/);
  });
});

describe('account mails in the reader language', () => {
  it('sends the password reset in Arabic to an Arabic reader, the link untouched', async () => {
    const agent = await createAgentWithToken(t.deps);
    await readsIn(agent.email, 'ar');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/resellers/auth/forgot-password',
      payload: { email: agent.email },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(agent.email);
    expect(mail?.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail?.text).toContain('افتحوا هذا الرابط خلال ساعة واحدة');
    expect(mail?.text).toMatch(/\/login\?reset=[\w-]+/);
    expect(mail?.html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
  });

  it('invites in the inviter language; the invited person starts in it', async () => {
    const owner = await createAgentWithToken(t.deps);
    const email = `invitee-${randomUUID().slice(0, 8)}@example.test`;
    const invite = async (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/b2b/agency/users',
        headers: auth(owner.token),
        payload: { email: address, name: 'Basma Booker', role: 'booker' },
      });
    // An agent's own session invites as the owner: the owner's language.
    await readsIn(owner.email, 'ar');
    expect((await invite(email)).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^دعوة إلى حساب الوكيل لدى/);
    expect(mail?.text).toContain('بصفة \u2068موظف حجوزات\u2069');
    expect(mail?.html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    const [user] = await t.deps.database.db
      .select({ language: agencyUsers.language })
      .from(agencyUsers)
      .where(and(eq(agencyUsers.email, email)));
    expect(user?.language).toBe('ar');
  });
});
