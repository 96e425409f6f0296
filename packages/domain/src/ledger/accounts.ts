/**
 * Ledger accounts. Amounts on postings are signed and every entry sums to zero; an account's
 * balance is the sum of its postings. Agent accounts read from the agent's side:
 * agent_wallet = wallet balance, agent_credit = -(credit used), agent_held = pending holds
 * (a memo pair with holds_control), agent_earnings = a parent agent's earned sub-agent markups,
 * agent_credit_limit = the credit limit granted (a memo pair with credit_limits_control; limits set
 * before this account existed are not in it).
 */
export const AGENT_ACCOUNTS = [
  'agent_wallet',
  'agent_credit',
  'agent_held',
  'agent_earnings',
  'agent_credit_limit',
] as const;
export const COMPANY_ACCOUNTS = [
  'company_revenue',
  'supplier_payable',
  'gateway_clearing',
  'bank_clearing',
  'holds_control',
  'credit_limits_control',
  'opening_balances',
  'adjustments',
] as const;
export const LEDGER_ACCOUNTS = [...AGENT_ACCOUNTS, ...COMPANY_ACCOUNTS] as const;

export type AgentAccount = (typeof AGENT_ACCOUNTS)[number];
export type CompanyAccount = (typeof COMPANY_ACCOUNTS)[number];
export type LedgerAccount = AgentAccount | CompanyAccount;

export type AccountRef =
  { account: AgentAccount; agentId: string } | { account: CompanyAccount; agentId?: null };

export function isAgentAccount(account: string): account is AgentAccount {
  return (AGENT_ACCOUNTS as readonly string[]).includes(account);
}

/**
 * Kinds of journal entries; each statement line reads as its kind (the statement's `type`).
 * `payment` is a booking paid from the wallet; `deposit` is only on entries written before card and
 * bank deposits and sub-agent transfers had kinds of their own (the statement reads those by their
 * reference and description); `credit_limit` is a memo entry of a credit-limit change.
 */
export const ENTRY_KINDS = [
  'opening_balance',
  'deposit',
  'card_deposit',
  'client_payment',
  'bank_deposit',
  'withdrawal',
  'transfer_in',
  'transfer_out',
  'payment',
  'refund',
  'adjustment',
  'hold',
  'hold_release',
  'earnings',
  'credit_limit',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Entries that only move the pending-hold memo accounts; statements leave them out. */
export const MEMO_ENTRY_KINDS: readonly EntryKind[] = ['hold', 'hold_release'];
