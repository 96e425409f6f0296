import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESELLER_PATHS, type HotelCreateOrderAnswer } from '@portal/contracts';
import { agencyUsers, agents, companyBankAccounts, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  bearer,
  createTestAdmin,
  multipart,
  SAMPLE_FILES,
  signInAdmin,
} from '../modules/auth/auth.fixtures.ts';
import { runDigestOnce } from '../modules/notifications/digest.ts';
import {
  auth,
  createAgentWithToken,
  createSubAgentOf,
  NEW_SUB_AGENT,
  type TestAgent,
} from '../modules/resellers/resellers.testing.ts';
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
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureHotels(t);
  const admin = await createTestAdmin(t.deps);
  staff = bearer(await signInAdmin(t.app, admin.email));
});
afterAll(() => t.close());

async function readsIn(email: string, language: 'en' | 'ar'): Promise<void> {
  await t.deps.database.db
    .update(agencyUsers)
    .set({ language })
    .where(eq(agencyUsers.email, email.toLowerCase()));
}

/** Two users made alike, the first reading Arabic, the second English. */
async function arabicAndEnglish<U extends { email: string }>(make: () => Promise<U>) {
  const arabic = await make();
  const english = await make();
  await readsIn(arabic.email, 'ar');
  return { arabic, english };
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

/** What a reader copies or opens goes in without bidi marks (the layout links addresses). */
const ISOLATES = /[\u2068\u2069]/;
const unique = () => randomUUID().slice(0, 8);
const RTL = /<html[^>]* lang="ar" dir="rtl"/;
const LTR = /<html[^>]* lang="en" dir="ltr"/;

async function languageOf(email: string): Promise<string | undefined> {
  const [user] = await t.deps.database.db
    .select({ language: agencyUsers.language })
    .from(agencyUsers)
    .where(eq(agencyUsers.email, email.toLowerCase()));
  return user?.language;
}

async function signUp(email: string, language?: 'en' | 'ar') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/resellers/auth/signup',
    payload: {
      companyName: 'Oasis Journeys LLC',
      address: 'Shop 4, Al Wasl Road',
      country: 'AE',
      city: 'Dubai',
      name: 'Sara Khan',
      designation: 'Director',
      email,
      phoneNumber: '+971 50 123 4567',
      whatsappNumber: '+971 50 123 4568',
      password: 'Strong#pass1',
      ...(language ? { language } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [agent] = await t.deps.database.db.select().from(agents).where(eq(agents.email, email));
  if (!agent) throw new Error('not signed up');
  return agent;
}

/** Staff reject a registration for an expired trade license (the reason as they write it). */
async function rejectSignUp(agentId: string) {
  const reject = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/agents/${agentId}/reject`,
    headers: staff,
    payload: { reason: 'The trade license has expired' },
  });
  expect(reject.statusCode, reject.body).toBe(200);
}

describe('a new agency’s mails in the language it signed up in', () => {
  it('welcomes and approves an agency that signed up in Arabic in Arabic', async () => {
    const email = `ar-signup-${unique()}@example.test`;
    const agent = await signUp(email, 'ar');
    expect(await languageOf(email)).toBe('ar');
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toMatch(/^مرحبًا بكم في \u2068.+\u2069: رمز الوكيل الخاص بكم \u2068\d+\u2069$/);
    expect(welcome?.text).toContain('نشكركم على تسجيل شركة \u2068Oasis Journeys LLC\u2069.');
    expect(welcome?.text).toContain(`/verification/${agent.agentCode}/${agent.randomString}\n`);
    expect(welcome?.html).toMatch(RTL);

    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/agents/${agent.id}/status`,
      headers: staff,
      payload: { status: 'ok', reason: 'Documents seen in person' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const approved = (await mailsTo(email)).find((m) => m.subject.startsWith('تمت الموافقة'));
    expect(approved?.subject).toBe('تمت الموافقة على حساب الوكيل الخاص بكم');
    expect(approved?.text).toContain(`تم التحقق من حسابكم \u2068${agent.agentCode}\u2069`);
    const signIn = approved?.text.split('\n').at(-1) ?? '';
    expect(signIn).toMatch(/^يمكنكم الآن تسجيل الدخول عبر الرابط: https?:\/\/\S+\/login$/);
    expect(signIn).not.toMatch(ISOLATES);
    // The layout links the whole address, nothing more.
    expect(approved?.html).toMatch(/<a href="https?:\/\/[^"\u2069]+\/login"/);
    expect(approved?.html).toMatch(RTL);
  });

  it('keeps the English welcome and rejection for an agency that signed up in English', async () => {
    const email = `en-signup-${unique()}@example.test`;
    const agent = await signUp(email);
    expect(await languageOf(email)).toBe('en');
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toMatch(new RegExp(`^Welcome to .+: your agent code ${agent.agentCode}$`));
    expect(welcome?.text).toMatch(
      new RegExp(
        `^Dear Sara Khan,\n\nThank you for registering Oasis Journeys LLC. Your agent code is ${agent.agentCode}.\n` +
          'To get verified, upload your trade license and tax certificate here:\n\\S+\n\n' +
          'We will e-mail you as soon as your account is approved.$',
      ),
    );
    expect(welcome?.html).toMatch(LTR);
    await rejectSignUp(agent.id);
    const rejected = (await mailsTo(email)).find((m) => m.subject.includes('not approved'));
    expect(rejected?.subject).toBe('Your agent registration was not approved');
    expect(rejected?.text).toBe(
      `Dear Sara Khan,\n\nWe could not approve the registration ${agent.agentCode} of Oasis Journeys LLC.\n` +
        'Reason: The trade license has expired\n\n' +
        'Reply to this e-mail if you would like to send what is missing or have questions.',
    );
  });

  it('rejects an Arabic registration in Arabic, the reason as staff wrote it', async () => {
    const email = `ar-reject-${unique()}@example.test`;
    const agent = await signUp(email, 'ar');
    await rejectSignUp(agent.id);
    const rejected = (await mailsTo(email)).find((m) => m.subject.startsWith('لم تتم'));
    expect(rejected?.subject).toBe('لم تتم الموافقة على تسجيلكم كوكيل');
    expect(rejected?.text).toContain('السبب: \u2068The trade license has expired\u2069');
    expect(rejected?.html).toMatch(RTL);
  });
});

describe('sub-agents’ mails in their creator’s language', () => {
  it('welcomes a sub-agent an Arabic reseller user creates in Arabic; the password as it is', async () => {
    const reseller = await createAgentWithToken(t.deps);
    await readsIn(reseller.email, 'ar');
    const email = `sub-${unique()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/resellers/register',
      headers: auth(reseller.token),
      payload: { ...NEW_SUB_AGENT, email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { password, agentCode } = res.json<{ password: string; agentCode: number }>();
    expect(await languageOf(email)).toBe('ar');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(
      new RegExp(`^حساب الوكيل الخاص بكم لدى .+: رمز الوكيل \u2068${agentCode}\u2069$`),
    );
    const lines = mail?.text.split('\n') ?? [];
    expect(lines).toContain(`كلمة المرور: ${password}`);
    expect(lines).toContain(`البريد الإلكتروني: ${email}`);
    expect(lines.at(-1)).toMatch(/^سجّلوا الدخول .+ رابط الدخول: https?:\/\/\S+\/login$/);
    expect(mail?.html).toMatch(RTL);
  });

  it('mails a new sub-agent password in Arabic to an Arabic sub-agent, in English to an English one', async () => {
    const reseller = await createAgentWithToken(t.deps);
    const { arabic, english } = await arabicAndEnglish(() => createSubAgentOf(t.deps, reseller));
    for (const sub of [arabic, english]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/b2b/resellers/${sub.id}/reset-password`,
        headers: auth(reseller.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [ar] = await mailsTo(arabic.email);
    expect(ar?.subject).toMatch(/^كلمة المرور الجديدة لحسابكم لدى /);
    expect(ar?.text).toMatch(/\nكلمة المرور الجديدة: [^\u2068\u2069\s]+\n/);
    expect(ar?.html).toMatch(RTL);
    const [en] = await mailsTo(english.email);
    expect(en?.subject).toMatch(/^Your new .+ password$/);
    expect(en?.text).toMatch(
      new RegExp(
        `\n\nYour parent agency has reset the password of your agent account.\nAgent code: ${english.agentCode}\n` +
          'New password: \\S+\n\nSign in at \\S+/login; every earlier session has been signed out.$',
      ),
    );
  });
});

describe('wallet and digest mails in the reader language', () => {
  async function reportDeposit(agent: TestAgent, bankId: string): Promise<string> {
    const form = multipart(
      [{ field: 'receipt', filename: 'r.pdf', content: SAMPLE_FILES.pdf, contentType: 'application/pdf' }],
      { amount: '250', companyBankId: bankId, referenceNumber: `REF-${unique()}` },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/wallets/deposit-requests/add',
      headers: { ...form.headers, ...auth(agent.token), 'idempotency-key': idemKey() },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  }

  it('tells of a cancelled deposit in Arabic to an Arabic reader, in English to an English one', async () => {
    const [bank] = await t.deps.database.db
      .insert(companyBankAccounts)
      .values({
        bankName: 'Mail Language Bank',
        accountName: 'Desert Rose Tourism LLC',
        accountNumber: `ML-${randomUUID()}`,
        iban: 'AE070331234567890123456',
        swiftCode: 'MLBKAEAD',
        branchName: 'Main',
      })
      .returning();
    const { arabic, english } = await arabicAndEnglish(() => createAgentWithToken(t.deps));
    for (const agent of [arabic, english]) {
      const id = await reportDeposit(agent, bank!.id);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/wallets/deposits/${id}/cancel`,
        headers: { ...staff, 'idempotency-key': idemKey() },
        payload: { reason: 'No such transfer on our statement' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [ar] = await mailsTo(arabic.email);
    expect(ar?.subject).toMatch(/^أُلغي الإيداع \u2068\d+\u2069 في المحفظة$/);
    expect(ar?.text).toMatch(/أُلغي طلب الإيداع \u2068\d+\u2069 بقيمة \u2068AED 250\.00\u2069\./);
    expect(ar?.text).toContain('السبب: \u2068No such transfer on our statement\u2069');
    expect(ar?.html).toMatch(RTL);
    const [en] = await mailsTo(english.email);
    expect(en?.subject).toMatch(/^Wallet deposit \d+ cancelled$/);
    expect(en?.text).toMatch(
      /^Dear .+,\n\nYour deposit request \d+ of AED 250\.00 was cancelled\.\nReason: No such transfer on our statement$/,
    );
    expect(en?.html).toMatch(LTR);
  });

  it('tells of a paid and a cancelled withdrawal and a new credit limit in the reader language', async () => {
    const { arabic, english } = await arabicAndEnglish(() =>
      createAgentWithToken(t.deps, { balance: 100_000 }),
    );
    const admin = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const res = await t.app.inject({
        method,
        url: `/api/v1/admin/${url}`,
        headers: { ...staff, 'idempotency-key': idemKey() },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const withdraw = async (agent: TestAgent) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/b2b/wallets/withdraw-requests',
        headers: { ...auth(agent.token), 'idempotency-key': idemKey() },
        payload: {
          amount: 40,
          isoCode: 'AE',
          bankName: 'Agent Payout Bank',
          branchName: 'Deira',
          accountHolderName: 'Payout Holder',
          accountNumber: '9876543210',
          ibanCode: 'AE070331234567890123456',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: string }>().id;
    };
    for (const agent of [arabic, english]) {
      // A credit limit change is mailed only to who asks for it.
      const settings = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/b2b/notifications/settings',
        headers: auth(agent.token),
        payload: { portal: [], mail: ['withdrawal_paid', 'credit_limit_changed'], digestHour: null },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      await admin('POST', `wallets/withdrawals/${await withdraw(agent)}/confirm`, {
        paymentReference: 'FT-4711',
      });
      await admin('POST', `wallets/withdrawals/${await withdraw(agent)}/cancel`, {
        reason: 'Account holder does not match',
      });
      await admin('PATCH', `agents/${agent.id}/credit-limit`, { creditLimit: 1500 });
    }
    const ar = await mailsTo(arabic.email);
    const paid = ar.find((m) => m.subject.startsWith('تم دفع السحب'));
    expect(paid?.text).toContain(
      'أُرسل مبلغ \u2068AED 40.00\u2069 إلى حسابكم لدى \u2068Agent Payout Bank\u2069 (\u2068******3210\u2069).',
    );
    expect(paid?.text).toContain('المرجع المصرفي للدفعة: \u2068FT-4711\u2069');
    const cancelled = ar.find((m) => m.subject.startsWith('أُلغي السحب'));
    expect(cancelled?.subject).toMatch(/^أُلغي السحب \u2068\d+\u2069$/);
    expect(cancelled?.text).toMatch(
      /^عزيزي\/عزيزتي .+،\n\nأُلغي طلب السحب \u2068\d+\u2069 بقيمة \u2068AED 40\.00\u2069 وأُفرج عن المبلغ\.\nالسبب: \u2068Account holder does not match\u2069$/,
    );
    expect(cancelled?.html).toMatch(RTL);
    const credit = ar.find((m) => m.subject.startsWith('تغيّر حد الائتمان'));
    expect(credit?.subject).toBe('تغيّر حد الائتمان إلى \u2068AED 1,500.00\u2069');
    expect(credit?.text).toContain(
      'تغيّر حد الائتمان الخاص بكم من \u2068AED 0.00\u2069 إلى \u2068AED 1,500.00\u2069',
    );
    // Who changed it is said in Arabic too (the mails catalogue), the staff name set apart.
    expect(credit?.text).toMatch(/ \(بواسطة: \u2068الشركة \(\u2068.+\u2069\)\u2069\)\.$/);

    const en = await mailsTo(english.email);
    expect(en.find((m) => m.subject.endsWith(' paid'))?.text).toMatch(
      /^Dear .+,\n\nAED 40\.00 was sent to your account at Agent Payout Bank \(\*{6}3210\)\.\nBank payment reference: FT-4711$/,
    );
    const enCancelled = en.find((m) => m.subject.endsWith(' cancelled'));
    expect(enCancelled?.subject).toMatch(/^Withdrawal \d+ cancelled$/);
    expect(enCancelled?.text).toMatch(
      /^Dear .+,\n\nYour withdrawal request \d+ of AED 40\.00 was cancelled and the funds released\.\nReason: Account holder does not match$/,
    );
    expect(enCancelled?.html).toMatch(LTR);
    const enCredit = en.find((m) => m.subject.startsWith('Credit limit'));
    expect(enCredit?.subject).toBe('Credit limit changed to AED 1,500.00');
    expect(enCredit?.text).toMatch(
      /^Dear .+,\n\nYour credit limit was changed from AED 0\.00 to AED 1,500\.00 by the company( \(.+\))?\.$/,
    );
  });

  it('says which parent agent changed a sub-agent’s credit limit in the sub-agent’s language', async () => {
    const parent = await createAgentWithToken(t.deps, { balance: 100_000 });
    const arabic = await createSubAgentOf(t.deps, parent);
    const english = await createSubAgentOf(t.deps, parent);
    await readsIn(arabic.email, 'ar');
    const [row] = await t.deps.database.db
      .select({ code: agents.agentCode, name: agents.companyName })
      .from(agents)
      .where(eq(agents.id, parent.id));
    for (const sub of [arabic, english]) {
      const settings = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/b2b/notifications/settings',
        headers: auth(sub.token),
        payload: { portal: [], mail: ['credit_limit_changed'], digestHour: null },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const set = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1${RESELLER_PATHS.creditLimit(sub.id)}`,
        headers: auth(parent.token),
        payload: { amount: 250 },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    const [ar] = await mailsTo(arabic.email);
    expect(ar?.text.split('\n').at(-1)).toBe(
      `تغيّر حد الائتمان الخاص بكم من \u2068AED 0.00\u2069 إلى \u2068AED 250.00\u2069 (بواسطة: \u2068الوكيل الرئيسي \u2068${row?.code}\u2069 (\u2068${row?.name}\u2069)\u2069).`,
    );
    expect(ar?.html).toMatch(RTL);
    const [en] = await mailsTo(english.email);
    expect(en?.text.split('\n').at(-1)).toBe(
      `Your credit limit was changed from AED 0.00 to AED 250.00 by parent agent ${row?.code} (${row?.name}).`,
    );
  });

  it('sends the daily digest in Arabic to an Arabic reader, in English to an English one', async () => {
    const { arabic, english } = await arabicAndEnglish(() => createAgentWithToken(t.deps));
    for (const agent of [arabic, english]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/b2b/notifications/settings',
        headers: auth(agent.token),
        payload: { portal: [], mail: [], digestHour: 0 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Other agencies of the database may be due too: run until none is.
    while ((await runDigestOnce(t.deps)) > 0);
    const [ar] = await mailsTo(arabic.email);
    expect(ar?.subject).toMatch(/^ملخصكم اليومي ليوم \u2068\d\d\/\d\d\/\d{4}\u2069$/);
    expect(ar?.text).toBe(
      [
        'المواعيد النهائية خلال الأيام الـ\u20683\u2069 القادمة:',
        '  لا يوجد',
        '',
        'حجوزات الأمس (\u20680\u2069):',
        '  لا يوجد',
        '',
        'الأوقات بتوقيت دبي. يمكنكم تغيير موعد إرسال الملخص من صفحة الإشعارات.',
      ].join('\n'),
    );
    expect(ar?.html).toMatch(RTL);
    const [en] = await mailsTo(english.email);
    expect(en?.subject).toMatch(/^Your daily digest for \d\d\/\d\d\/\d{4}$/);
    expect(en?.text).toBe(
      [
        'Deadlines of the next 3 days:',
        '  none',
        '',
        "Yesterday's bookings (0):",
        '  none',
        '',
        'Times are Dubai time. Change the digest hour on the Notifications page.',
      ].join('\n'),
    );
  });
});
