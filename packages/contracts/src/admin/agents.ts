import { z } from 'zod';
import { checkMajorAmount } from '@portal/domain';
import { moduleConfiguration } from '../agents/agent-record.ts';
import { majorAmount } from '../wallet/money.ts';
import { transactionRow } from '../wallet/statement.ts';

export const ADMIN_AGENT_STATUSES = ['pending', 'ok', 'disabled', 'cancelled'] as const;
export type AdminAgentStatus = (typeof ADMIN_AGENT_STATUSES)[number];
export const ADMIN_AGENT_ROLES = ['reseller', 'sub-agent'] as const;
export type AdminAgentRole = (typeof ADMIN_AGENT_ROLES)[number];

/** The module flags staff switch on an agent (agent_configurations). */
export const ADMIN_AGENT_FLAGS = [
  'showHotel',
  'showAttraction',
  'showFlight',
  'showVisa',
  'showA2a',
  'showQuotaion',
  'showInsurance',
] as const;
export type AdminAgentFlag = (typeof ADMIN_AGENT_FLAGS)[number];

/** A choice from `values`; an empty text (a cleared filter) is no filter. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `${name} must be one of ${values.join(', ')}` })
    .optional()
    .transform((v) => v || undefined);

/** GET /admin/agents: newest first; search in agent code, company, name and e-mail. */
export const adminAgentListQuery = z.object({
  search: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  status: optionalChoice('status', ADMIN_AGENT_STATUSES),
  role: optionalChoice('role', ADMIN_AGENT_ROLES),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminAgentListQuery = z.input<typeof adminAgentListQuery>;

export const adminAgentRef = z.object({
  _id: z.uuid(),
  agentCode: z.number().int(),
  companyName: z.string(),
  /** A sub-agent works only while its parent is active (ok). */
  status: z.enum(ADMIN_AGENT_STATUSES),
});
export type AdminAgentRef = z.infer<typeof adminAgentRef>;

export const adminAgentRow = z.object({
  _id: z.uuid(),
  agentCode: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_AGENT_ROLES),
  status: z.enum(ADMIN_AGENT_STATUSES),
  /** The reseller a sub-agent belongs to. */
  parent: adminAgentRef.nullable(),
  /** ISO 3166 alpha-2 code. */
  country: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** AED. */
  balance: majorAmount,
  creditLimit: majorAmount,
});
export type AdminAgentRow = z.infer<typeof adminAgentRow>;

export const adminAgentListAnswer = z.object({
  agents: z.array(adminAgentRow),
  total: z.number().int(),
});
export type AdminAgentListAnswer = z.infer<typeof adminAgentListAnswer>;

/** An agent's wallet in AED: available = balance + credit limit - credit used - pending holds. */
export const adminAgentWallet = z.object({
  balance: majorAmount,
  creditLimit: majorAmount,
  creditUsed: majorAmount,
  /** Held for bookings and withdrawals not settled yet. */
  pendingBalance: majorAmount,
  /** What the agent can spend now. */
  available: majorAmount,
});
export type AdminAgentWallet = z.infer<typeof adminAgentWallet>;

/** The agent's cap on open (unpaid) pay-later bookings and what is open against it, in AED. */
export const adminAgentPayLater = z.object({
  /** The cap that applies: the agent's own, else the company default. */
  limit: majorAmount,
  /** Null: the company default applies. */
  ownLimit: majorAmount.nullable(),
  defaultLimit: majorAmount,
  openValue: majorAmount,
  openCount: z.number().int(),
});
export type AdminAgentPayLater = z.infer<typeof adminAgentPayLater>;

export const adminAgentDocument = z.object({
  kind: z.enum(['tradeLicense', 'taxCertificate', 'companyLogo']),
  label: z.string(),
  /** A signed link (valid at least an hour) that opens the file without a token. */
  url: z.string(),
});
export type AdminAgentDocument = z.infer<typeof adminAgentDocument>;

/** GET /admin/agents/:id: the agent in full. */
export const adminAgentDetailAnswer = z.object({
  agent: adminAgentRow.omit({ balance: true, creditLimit: true, country: true }).extend({
    shortName: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string().nullable(),
    country: z.object({ isocode: z.string(), countryName: z.string() }),
    website: z.string().nullable(),
    designation: z.string(),
    phoneNumber: z.string(),
    whatsappNumber: z.string(),
    telephoneNumber: z.string().nullable(),
    trnNumber: z.string().nullable(),
    companyRegistration: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  }),
  /** Null: the agent has no configuration and cannot enter any module. */
  configuration: moduleConfiguration.nullable(),
  wallet: adminAgentWallet,
  payLater: adminAgentPayLater,
  subAgentCount: z.number().int(),
  documents: z.array(adminAgentDocument),
  /** The last 10 wallet transactions, newest first. */
  transactions: z.array(transactionRow),
  totalTransactions: z.number().int(),
});
export type AdminAgentDetailAnswer = z.infer<typeof adminAgentDetailAnswer>;

/**
 * PATCH /admin/agents/:id/status: 'ok' approves a pending agent (and mails them) or enables a
 * disabled or cancelled one; 'disabled' disables an active or pending agent and ends its sessions and
 * its sub-agents' sessions (they are refused until the agent is enabled again).
 */
export const adminAgentStatusBody = z.object({
  status: z.enum(['ok', 'disabled'], { error: 'status must be ok or disabled' }),
  /** Required to approve an agent that uploaded no documents; kept as a staff note. */
  reason: z
    .string()
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(500, 'Keep the reason to at most 500 characters')
    .optional(),
});
export type AdminAgentStatusBody = z.infer<typeof adminAgentStatusBody>;

export const adminAgentStatusAnswer = z.object({
  message: z.string(),
  status: z.enum(ADMIN_AGENT_STATUSES),
  previousStatus: z.enum(ADMIN_AGENT_STATUSES),
  sessionsEnded: z.number().int(),
});
export type AdminAgentStatusAnswer = z.infer<typeof adminAgentStatusAnswer>;

/** A limit typed in AED (number or text): zero or a positive amount, to minor units. */
const limitInput = (what: string) =>
  z
    .union([z.number(), z.string().trim().min(1, `Enter the ${what}`)], {
      error: `Enter the ${what} in AED`,
    })
    .transform((value, ctx) => {
      if (value === 0 || (typeof value === 'string' && /^0+(\.0{1,2})?$/.test(value))) return 0;
      const check = checkMajorAmount(value);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message });
        return z.NEVER;
      }
      return check.minor;
    });

/** PATCH /admin/agents/:id/credit-limit: AED, zero removes credit. */
export const adminCreditLimitBody = z.object({ creditLimit: limitInput('credit limit') });
export type AdminCreditLimitBody = z.input<typeof adminCreditLimitBody>;

export const adminCreditLimitAnswer = z.object({ message: z.string(), wallet: adminAgentWallet });
export type AdminCreditLimitAnswer = z.infer<typeof adminCreditLimitAnswer>;

/** PATCH /admin/agents/:id/pay-later-limit: AED (zero: no pay later), or null for the company default. */
export const adminPayLaterLimitBody = z.object({
  payLaterLimit: limitInput('pay-later limit').nullable(),
});
export type AdminPayLaterLimitBody = z.input<typeof adminPayLaterLimitBody>;

export const adminPayLaterLimitAnswer = z.object({ message: z.string(), payLater: adminAgentPayLater });
export type AdminPayLaterLimitAnswer = z.infer<typeof adminPayLaterLimitAnswer>;

/** PATCH /admin/agents/:id/flags: the flags to change (at least one). */
export const adminAgentFlagsBody = z
  .strictObject(
    Object.fromEntries(ADMIN_AGENT_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      AdminAgentFlag,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: `Give at least one flag: ${ADMIN_AGENT_FLAGS.join(', ')}`,
  });
export type AdminAgentFlagsBody = z.infer<typeof adminAgentFlagsBody>;

export const adminAgentFlagsAnswer = z.object({
  message: z.string(),
  configuration: moduleConfiguration,
  /** Sub-agents whose flags were checked against these (a sub-agent never keeps a module its parent lost). */
  subAgentsChecked: z.number().int(),
});
export type AdminAgentFlagsAnswer = z.infer<typeof adminAgentFlagsAnswer>;
