import { z } from 'zod';
import { checkMajorAmount } from '@portal/domain';
import { agentRecord, moduleConfiguration } from '../agents/agent-record.ts';
import { signupBody } from '../auth/auth.ts';
import { walletBalanceAnswer } from '../wallet/balance.ts';
import { majorAmount, majorAmountInput } from '../wallet/money.ts';

/** GET /b2b/resellers/listAll: search on name, company, e-mail and agent code. */
export const subAgentsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['pending', 'ok', 'disabled', 'cancelled']).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type SubAgentsQuery = z.input<typeof subAgentsQuery>;

export const subAgentRow = z.object({
  _id: z.uuid(),
  agentCode: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  status: z.enum(['pending', 'ok', 'disabled', 'cancelled']),
  /** Wallet balance, AED. */
  balance: majorAmount,
  createdAt: z.iso.datetime({ offset: true }),
});
export type SubAgentRow = z.infer<typeof subAgentRow>;

export const subAgentsAnswer = z.object({
  resellers: z.array(subAgentRow),
  totalResellers: z.number().int(),
});
export type SubAgentsAnswer = z.infer<typeof subAgentsAnswer>;

/** POST /b2b/resellers/register: the agency fields of sign-up; the server generates the password. */
/** The sub-agent starts in its creator's language (the reseller user's), so the form does not ask. */
export const registerSubAgentBody = signupBody.omit({ password: true, language: true });
export type RegisterSubAgentBody = z.infer<typeof registerSubAgentBody>;
/** The agency fields sign-up and the sub-agent forms share, in form order. */
export const AGENCY_FIELDS = registerSubAgentBody.keyof().options;
export type AgencyField = (typeof AGENCY_FIELDS)[number];

/** The generated password appears in this answer only (and in the welcome mail). */
export const registerSubAgentAnswer = z.object({
  message: z.string(),
  subAgent: agentRecord,
  agentCode: z.number().int(),
  password: z.string(),
});
export type RegisterSubAgentAnswer = z.infer<typeof registerSubAgentAnswer>;

/** PATCH /b2b/resellers/update/{id}: any of the registration fields. */
export const updateSubAgentBody = registerSubAgentBody
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });
export type UpdateSubAgentBody = z.infer<typeof updateSubAgentBody>;

export const subAgentAnswer = z.object({ message: z.string(), subAgent: agentRecord });
export type SubAgentAnswer = z.infer<typeof subAgentAnswer>;

/**
 * GET /b2b/resellers/single/{id} (spec sections 3 and 7), AED. pendingEarnings and totalEarnings
 * are the caller's (the parent's) earnings on this sub-agent's bookings; withdrawTotal is what left
 * the sub-agent's wallet as withdrawals (to a bank, or back to the parent).
 */
export const subAgentDetailsAnswer = z.object({
  subAgent: agentRecord,
  balance: majorAmount,
  pendingEarnings: majorAmount,
  totalEarnings: majorAmount,
  /**
   * The VAT the company charged on those markups (not earned): the sub-agent paid earnings + VAT
   * over the parent's own prices (packages/domain/src/pricing/README.md).
   */
  pendingEarningsVat: majorAmount,
  totalEarningsVat: majorAmount,
  withdrawTotal: majorAmount,
  wallet: walletBalanceAnswer,
});
export type SubAgentDetailsAnswer = z.infer<typeof subAgentDetailsAnswer>;

export const subAgentStatusBody = z.object({ status: z.enum(['ok', 'disabled']) });
export type SubAgentStatusBody = z.infer<typeof subAgentStatusBody>;

export const resetSubAgentPasswordAnswer = z.object({
  message: z.string(),
  agentCode: z.number().int(),
  email: z.string(),
  password: z.string(),
});
export type ResetSubAgentPasswordAnswer = z.infer<typeof resetSubAgentPasswordAnswer>;

/** The sub-agent's module flags, and the parent's (a sub-agent never gets a module its parent lacks). */
export const subAgentConfigurationAnswer = z.object({
  subAgentId: z.uuid(),
  configuration: moduleConfiguration,
  parentConfiguration: moduleConfiguration,
});
export type SubAgentConfigurationAnswer = z.infer<typeof subAgentConfigurationAnswer>;

export const subAgentConfigurationBody = moduleConfiguration.partial().extend({ subAgentId: z.uuid() });
export type SubAgentConfigurationBody = z.infer<typeof subAgentConfigurationBody>;

export const MODULE_NOT_AVAILABLE_MESSAGE = 'Your account does not have this module';

export const subAgentTransferBody = z.object({
  /** AED, major units. */
  amount: majorAmountInput,
  direction: z.enum(['to-sub', 'from-sub']),
  note: z.string().trim().max(200).optional(),
});
export type SubAgentTransferBody = z.input<typeof subAgentTransferBody>;

export const subAgentTransferAnswer = z.object({
  message: z.string(),
  reference: z.string(),
  direction: z.enum(['to-sub', 'from-sub']),
  amount: majorAmount,
  parent: walletBalanceAnswer,
  subAgent: walletBalanceAnswer,
});
export type SubAgentTransferAnswer = z.infer<typeof subAgentTransferAnswer>;

/** Zero (removes the credit line) or a positive AED amount with at most two decimals. */
const limitInput = z.union([z.number(), z.string().trim().min(1)]).transform((value, ctx) => {
  if (Number(value) === 0 && /^0*(\.0*)?$/.test(String(value))) return 0;
  const check = checkMajorAmount(value);
  if (!check.ok) {
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  }
  return check.minor;
});

export const subAgentCreditLimitBody = z.object({ amount: limitInput });
export type SubAgentCreditLimitBody = z.input<typeof subAgentCreditLimitBody>;

export const subAgentCreditLimitAnswer = z.object({
  message: z.string(),
  creditLimit: majorAmount,
  parent: walletBalanceAnswer,
  subAgent: walletBalanceAnswer,
});
export type SubAgentCreditLimitAnswer = z.infer<typeof subAgentCreditLimitAnswer>;
