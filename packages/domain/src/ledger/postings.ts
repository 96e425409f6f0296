import type { Minor } from '../money.ts';
import type { PaymentSplit, TopUpSplit } from '../wallet/funds.ts';
import type { AccountRef, CompanyAccount } from './accounts.ts';

export type Posting = AccountRef & { amount: Minor };

/** Where the money of a payment goes (supplier, company, a parent agent's earnings). */
export type Counterpart = Posting;

export function sumPostings(postings: readonly Posting[]): Minor {
  return postings.reduce((total, p) => total + p.amount, 0);
}

/** Throws unless the postings are integers, non-zero, at least two, and sum to zero. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error('A journal entry needs at least two postings');
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`Posting to ${p.account} has an invalid amount ${p.amount}`);
  }
  const total = sumPostings(postings);
  if (total !== 0) throw new Error(`Journal entry does not balance (off by ${total})`);
}

/** Drops zero lines (a split part can be zero) and checks the rest balance. */
export function balanced(postings: readonly Posting[]): Posting[] {
  const lines = postings.filter((p) => p.amount !== 0);
  assertBalanced(lines);
  return lines;
}

const wallet = (agentId: string, amount: Minor): Posting => ({ account: 'agent_wallet', agentId, amount });
const credit = (agentId: string, amount: Minor): Posting => ({ account: 'agent_credit', agentId, amount });
const company = (account: CompanyAccount, amount: Minor): Posting => ({ account, amount });

/** The agent pays: balance part and credit part out, counterparts in. */
export function paymentPostings(agentId: string, split: PaymentSplit, to: readonly Counterpart[]): Posting[] {
  return balanced([wallet(agentId, -split.fromBalance), credit(agentId, -split.fromCredit), ...to]);
}

/** Money in for the agent: credit repaid first, the rest to the balance; `from` pays for it. */
export function topUpPostings(agentId: string, split: TopUpSplit, from: readonly Counterpart[]): Posting[] {
  return balanced([credit(agentId, split.repaysCredit), wallet(agentId, split.toBalance), ...from]);
}

/** A hold reserves funds in the memo pair; its release reverses them. */
export function holdPostings(agentId: string, amount: Minor): Posting[] {
  return balanced([{ account: 'agent_held', agentId, amount }, company('holds_control', -amount)]);
}

export function holdReleasePostings(agentId: string, amount: Minor): Posting[] {
  return balanced([{ account: 'agent_held', agentId, amount: -amount }, company('holds_control', amount)]);
}

/** A credit-limit change by `delta` (new minus old limit) in the memo pair; moves no money. */
export function creditLimitPostings(agentId: string, delta: Minor): Posting[] {
  return balanced([
    { account: 'agent_credit_limit', agentId, amount: delta },
    company('credit_limits_control', -delta),
  ]);
}

/** Default destination of a payment: all to company revenue. */
export function toCompany(amount: Minor, account: CompanyAccount = 'company_revenue'): Counterpart[] {
  return [company(account, amount)];
}
