import { STATEMENT_TYPE_LABELS } from '@portal/contracts';
import type { DepositStatus } from '@portal/db';
import {
  availableFunds,
  checkMajorAmount,
  formatAmount,
  formatDateTime,
  formatMoney,
  type WalletPosition,
} from '@portal/domain';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand, ParsedArgs } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import { findAgentRef } from './agent-lookup.ts';
import { adjustWallet } from './adjustments.service.ts';
import { cancelDepositIn, confirmBankDepositIn, depositsOf } from './deposits.service.ts';
import { statementOf } from './statement.service.ts';
import { walletService } from './wallet.service.ts';
import { auditDecision } from './wallet-requests.service.ts';
import { cancelWithdrawalIn, confirmWithdrawalIn, withdrawalsOf } from './withdrawals.service.ts';
import { setAgentCreditLimit } from '../admin/agents.admin.service.ts';

const DEPOSIT_STATUSES: readonly DepositStatus[] = ['pending', 'confirmed', 'cancelled', 'failed'];
const WITHDRAWAL_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

function statusFlag<S extends string>(args: ParsedArgs, allowed: readonly S[]): S | undefined {
  const status = stringFlag(args, 'status');
  if (!status) return undefined;
  if (!(allowed as readonly string[]).includes(status))
    throw new CliInputError(`--status must be one of ${allowed.join(', ')}`);
  return status as S;
}

/** An amount in AED typed on the command line, to minor units (positive, two decimals at most). */
export function amountArg(text: string | undefined, name = 'amount'): number {
  if (!text) throw new CliInputError(`Give the ${name} in AED, e.g. 250.00`);
  const check = checkMajorAmount(text);
  if (!check.ok) throw new CliInputError(`${name}: ${check.message}`);
  return check.minor;
}

function reasonArg(args: ParsedArgs): string {
  const reason = stringFlag(args, 'reason')?.trim();
  if (!reason || reason.length < 3)
    throw new CliInputError('Give a reason: --reason "text" (at least 3 characters)');
  return reason;
}

function positional(args: ParsedArgs, count: number): string[] {
  if (args.positional.length !== count) throw new CliInputError(`Expected ${count} argument(s)`);
  return args.positional;
}

const aed = formatMoney;
const majorText = (major: number) => formatAmount(Math.round(major * 100));
const describe = (p: WalletPosition) =>
  `balance ${aed(p.balance)}, credit used ${aed(p.creditUsed)} of ${aed(p.creditLimit)}, pending ${aed(p.held)}, available ${aed(availableFunds(p))}`;

function adjustment(direction: 'credit' | 'debit'): AdminCommand {
  return {
    name: `wallet:${direction}`,
    usage: `wallet:${direction} <agent> <amount> --reason "text"`,
    summary: `${direction === 'credit' ? 'Credit' : 'Debit'} an agent wallet (agent = e-mail or agent code) with a reason`,
    async run(deps, args, who) {
      const [agent = '', amountText] = positional(args, 2);
      const amount = amountArg(amountText);
      const reason = reasonArg(args);
      const answer = await deps.database.db.transaction((tx) =>
        adjustWallet(deps, tx, { agent, direction, amount, reason }, 'cli', who),
      );
      return [
        `${direction === 'credit' ? 'Credited' : 'Debited'} ${aed(amount)} (${reason}); journal entry ${answer.entryId}.`,
        `Wallet now: balance AED ${majorText(answer.balance)}, credit used AED ${majorText(answer.creditUsed)} of AED ${majorText(answer.creditAmount)}, available AED ${majorText(answer.available)}.`,
      ].join('\n');
    },
  };
}

/** Admin commands for wallets, deposits and withdrawals. */
export const walletCommands: AdminCommand[] = [
  adjustment('credit'),
  adjustment('debit'),
  {
    name: 'wallet:credit-limit',
    usage: 'wallet:credit-limit <agent> <amount>',
    summary: 'Set the credit limit of an agent wallet (0 removes credit)',
    async run(deps, args, who) {
      const [agentText = '', amountText] = positional(args, 2);
      const limit = amountText === '0' ? 0 : amountArg(amountText, 'credit limit');
      const agent = await findAgentRef(deps.database.db, agentText);
      await setAgentCreditLimit(deps, agent.id, limit, who);
      const position = await walletService(deps).position(agent.id);
      return `Credit limit of ${agent.email} (${agent.agentCode}) set to ${aed(limit)}.\nWallet now: ${describe(position)}.`;
    },
  },
  {
    name: 'wallet:statement',
    usage: 'wallet:statement <agent> [--limit 50]',
    summary: "Print an agent's wallet position and latest transactions",
    async run(deps, args) {
      const [agentText = ''] = positional(args, 1);
      const limit = Math.min(Math.max(Number(stringFlag(args, 'limit') ?? 50) || 50, 1), 100);
      const agent = await findAgentRef(deps.database.db, agentText);
      const position = await walletService(deps).position(agent.id);
      const statement = await statementOf(deps, agent.id, { skip: 0, limit });
      const rows = statement.transactions.map((t) => [
        String(t.transactionNo),
        formatDateTime(t.createdAt),
        STATEMENT_TYPE_LABELS[t.type],
        t.reference,
        majorText(t.amount),
        majorText(t.balance),
        majorText(t.creditUsed),
        t.description,
      ]);
      return [
        `${agent.companyName} <${agent.email}> (${agent.agentCode}): ${describe(position)}`,
        `${statement.totalCount} transaction(s), latest ${rows.length}:`,
        table([
          ['No', 'Date (Dubai time)', 'Type', 'Reference', 'Amount', 'Balance', 'Credit used', 'Description'],
          ...rows,
        ]),
      ].join('\n');
    },
  },
  {
    name: 'deposits:list',
    usage: 'deposits:list [--status pending|confirmed|cancelled|failed]',
    summary: 'List wallet deposits (newest first, at most 100)',
    async run(deps, args) {
      const status = statusFlag(args, DEPOSIT_STATUSES);
      const { deposits, totalCount } = await depositsOf(deps, { status, skip: 0, limit: 100 });
      const rows = deposits.map((d) => [
        d.id,
        String(d.number),
        formatDateTime(d.createdAt),
        d.method,
        d.status,
        majorText(d.amount),
        majorText(d.fee),
        d.referenceNumber ?? '',
        d.companyBank?.bankName ?? '',
      ]);
      return [
        `${totalCount} deposit(s)${status ? ` with status ${status}` : ''}:`,
        table([
          ['Id', 'No', 'Date (Dubai time)', 'Method', 'Status', 'Amount', 'Fee', 'Reference', 'Bank'],
          ...rows,
        ]),
      ].join('\n');
    },
  },
  {
    name: 'deposits:confirm',
    usage: 'deposits:confirm <id>',
    summary: 'Confirm a received bank transfer: credits the wallet',
    async run(deps, args, who) {
      const [id = ''] = positional(args, 1);
      const d = await deps.database.db.transaction(async (tx) => {
        const row = await confirmBankDepositIn(deps, tx, id, 'cli');
        await auditDecision(tx, who, 'deposit', row, null);
        return row;
      });
      return `Deposit ${d.number} confirmed: ${aed(d.amount)} credited to the agent's wallet.`;
    },
  },
  {
    name: 'deposits:cancel',
    usage: 'deposits:cancel <id> --reason "text"',
    summary: 'Cancel a pending deposit request (nothing is credited)',
    async run(deps, args, who) {
      const [id = ''] = positional(args, 1);
      const reason = reasonArg(args);
      const d = await deps.database.db.transaction(async (tx) => {
        const row = await cancelDepositIn(deps, tx, id, reason, 'cli');
        await auditDecision(tx, who, 'deposit', row, reason);
        return row;
      });
      return `Deposit ${d.number} cancelled (${d.reason ?? ''}).`;
    },
  },
  {
    name: 'withdrawals:list',
    usage: 'withdrawals:list [--status pending|confirmed|cancelled]',
    summary: 'List withdrawal requests (newest first, at most 100)',
    async run(deps, args) {
      const status = statusFlag(args, WITHDRAWAL_STATUSES);
      const { rows, totalCount } = await withdrawalsOf(deps, { status, skip: 0, limit: 100 });
      const lines = rows.map((w) => [
        w.id,
        String(w.number),
        formatDateTime(w.createdAt),
        w.status,
        formatAmount(w.amount),
        w.accountHolderName,
        `${w.bankName} ${w.accountNumber} ${w.ibanCode}`,
      ]);
      return [
        `${totalCount} withdrawal request(s)${status ? ` with status ${status}` : ''}:`,
        table([['Id', 'No', 'Date (Dubai time)', 'Status', 'Amount', 'Holder', 'Bank account'], ...lines]),
      ].join('\n');
    },
  },
  {
    name: 'withdrawals:confirm',
    usage: 'withdrawals:confirm <id> [--reference "bank payment reference"]',
    summary: 'Confirm a withdrawal was paid out: the held amount leaves the wallet',
    async run(deps, args, who) {
      const [id = ''] = positional(args, 1);
      const reference = stringFlag(args, 'reference')?.trim() || null;
      const w = await deps.database.db.transaction(async (tx) => {
        const row = await confirmWithdrawalIn(deps, tx, id, 'cli', reference);
        await auditDecision(tx, who, 'withdrawal', row, reference ? `Bank reference ${reference}` : null);
        return row;
      });
      return `Withdrawal ${w.number} confirmed: ${aed(w.amount)} paid out to ${w.bankName}.`;
    },
  },
  {
    name: 'withdrawals:cancel',
    usage: 'withdrawals:cancel <id> --reason "text"',
    summary: 'Cancel a withdrawal request: the held amount is released',
    async run(deps, args, who) {
      const [id = ''] = positional(args, 1);
      const reason = reasonArg(args);
      const w = await deps.database.db.transaction(async (tx) => {
        const row = await cancelWithdrawalIn(deps, tx, id, reason, 'cli');
        await auditDecision(tx, who, 'withdrawal', row, reason);
        return row;
      });
      return `Withdrawal ${w.number} cancelled; ${aed(w.amount)} released.`;
    },
  },
];
