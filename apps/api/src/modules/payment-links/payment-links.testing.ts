import { eq } from 'drizzle-orm';
import type { PaymentLinkDto, PublicPaymentLinkAnswer } from '@portal/contracts';
import { clientMarkups, ledgerEntries, paymentLinks } from '@portal/db';
import type { TestApp } from '../../testing/test-app.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createWalletAgent } from '../wallet/wallet.testing.ts';
import { gatewayCallback } from '../attractions/attractions.testing.ts';

/** Test helpers of the links booked once paid (a cart, a quotation): the client's side and the money. */

export type Agent = Awaited<ReturnType<typeof createWalletAgent>>;

/** The token of a link, as its page's address ends. */
export const tokenOf = (link: PaymentLinkDto) => new URL(link.url).pathname.split('/').pop()!;

/** `testApp` is read when a helper runs (the app is built in the test file's beforeAll). */
export function deferredLinkHelpers(testApp: () => TestApp) {
  /** An agency with `balance` in its wallet and a 10% client markup on `product`. */
  async function agencyWithMarkup(product: 'attraction' | 'quotation', balance: number) {
    const t = testApp();
    const agent = await createWalletAgent(t.deps, { balance });
    await t.deps.database.db
      .insert(clientMarkups)
      .values({ agentId: agent.id, product, itemId: null, type: 'percentage', value: 10 });
    return agent;
  }

  /** The client's page of a link. */
  const publicView = async (link: PaymentLinkDto) =>
    (
      await testApp().app.inject({ method: 'GET', url: `/api/v1/public/payment-links/${tokenOf(link)}` })
    ).json<PublicPaymentLinkAnswer>();

  /** The client starts paying a link by card. */
  const startPay = (link: PaymentLinkDto) =>
    testApp().app.inject({
      method: 'POST',
      url: `/api/v1/public/payment-links/${tokenOf(link)}/pay`,
      payload: {},
    });

  /** A link's row. */
  async function stored(linkId: string) {
    const [row] = await testApp()
      .deps.database.db.select()
      .from(paymentLinks)
      .where(eq(paymentLinks.id, linkId));
    return row!;
  }

  /** The gateway's callback of the card payment a link started. */
  const pay = async (link: PaymentLinkDto, status: 'succeeded' | 'failed' = 'succeeded', nonce?: string) =>
    gatewayCallback(testApp(), {
      paymentId: (await stored(link.id)).paymentId!,
      orderRef: link.id,
      amount: link.amount,
      status,
      ...(nonce ? { nonce } : {}),
    });

  const balance = async (agentId: string) => (await walletService(testApp().deps).position(agentId)).balance;

  const ledgerOf = (agentId: string) =>
    testApp()
      .deps.database.db.select({
        kind: ledgerEntries.kind,
        reference: ledgerEntries.reference,
        amount: ledgerEntries.netAmount,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.agentId, agentId));

  return { agencyWithMarkup, publicView, startPay, stored, pay, balance, ledgerOf };
}
