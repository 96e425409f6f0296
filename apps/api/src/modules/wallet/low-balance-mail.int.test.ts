import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyUsers, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { walletService } from './wallet.service.ts';
import { createWalletAgent } from './wallet.testing.ts';

/**
 * Issue 35: a mail to an agent goes out in its user's language as branded HTML (MJML layout, right to
 * left in Arabic) with a plain-text part; English mails keep their words.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const move = { reference: 'T-1', description: 'test' };

async function lowBalanceMail(language: 'en' | 'ar') {
  const a = await createWalletAgent(t.deps, { balance: 0, creditLimit: 100_000 });
  const { db } = t.deps.database;
  await db.update(agencyUsers).set({ language }).where(eq(agencyUsers.email, a.email.toLowerCase()));
  await walletService(t.deps).debit({ ...move, agentId: a.id, amount: 70_000 }); // 300 available: below 40%
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, a.email));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('mails in the user language', () => {
  it('sends an Arabic user its low-balance alert in Arabic: HTML right to left and a text part', async () => {
    const mail = await lowBalanceMail('ar');
    expect(mail.subject).toMatch(/^رصيد المحفظة منخفض: المتاح/);
    expect(mail.subject).toContain('AED 300.00');
    expect(mail.text).toContain('اشحنوا محفظتكم');
    expect(mail.text).not.toContain('Top up your wallet');
    expect(mail.html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    expect(mail.html).toContain('اشحنوا محفظتكم');
    // The company's name is set apart (bidi isolate) inside the Arabic sentence.
    expect(mail.html).toContain('هذه رسالة تلقائية من \u2068Desert Rose Tourism LLC\u2069.');
    expect(mail.html).toContain('support@desertrose.example');
  });

  it('keeps the English words for an English user, with the same branded HTML', async () => {
    const mail = await lowBalanceMail('en');
    expect(mail.subject).toBe('Low wallet balance: AED 300.00 available');
    expect(mail.text).toContain(
      'Top up your wallet by card or bank transfer from the Wallet page to keep booking without interruption.',
    );
    expect(mail.html).toMatch(/<html[^>]* lang="en" dir="ltr"/);
    expect(mail.html).toContain('This is an automatic message from Desert Rose Tourism LLC.');
    expect(mail.html).toContain('Top up your wallet');
  });
});
