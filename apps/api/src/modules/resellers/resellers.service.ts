import { and, eq } from 'drizzle-orm';
import { agencyUsers, agentConfigurations, agents, type DbOrTx } from '@portal/db';
import type {
  RegisterSubAgentAnswer,
  RegisterSubAgentBody,
  SubAgentDetailsAnswer,
  SubAgentsAnswer,
  SubAgentsQuery,
  UpdateSubAgentBody,
} from '@portal/contracts';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { t, tVerbatim } from '../../lib/i18n/index.ts';
import { enqueueMail, type OutgoingMail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Caller } from '../../plugins/auth.ts';
import { assertReseller, loadManagedSubAgent } from '../../policy/index.ts';
import {
  agencyChangesOf,
  agencyColumnsOf,
  findConfiguration,
  insertAgent,
  updateAgent,
} from '../auth/agents.repository.ts';
import { agentRecordOf, assertCountry } from '../auth/auth.service.ts';
import { findOwner, setOwnerLanguage } from '../agency-users/agency-users.repository.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { earningFigures, withdrawTotal } from '../earnings/earnings.repository.ts';
import { major } from '../wallet/money-format.ts';
import { balanceAnswer } from '../wallet/summary.service.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { generatePassword } from './generated-password.ts';
import { listSubAgents } from './resellers.repository.ts';

export const SUB_AGENT_CREATED_MESSAGE =
  'Sub-agent created. The password is shown only now and has been e-mailed to the sub-agent.';
export const SUB_AGENT_UPDATED_MESSAGE = 'Sub-agent details saved';

const duplicateEmail = () =>
  badRequest('An account with this e-mail address already exists', {
    email: ['An account with this e-mail address already exists'],
  });

export async function listOwnSubAgents(
  deps: AppDeps,
  caller: Caller | null,
  query: SubAgentsQuery & { skip: number; limit: number },
): Promise<SubAgentsAnswer> {
  const reseller = assertReseller(caller);
  const { rows, total } = await listSubAgents(deps.database.db, reseller.agentId, query);
  return { resellers: rows, totalResellers: total };
}

export function welcomeMail(
  company: string,
  publicUrl: string,
  sub: { name: string; email: string; agentCode: number },
  parentCompany: string,
  password: string,
): OutgoingMail {
  const params = { name: sub.name, brand: company, parent: parentCompany, code: sub.agentCode };
  // In the sub-agent's language (issue 35); the address and password as they are, to be copied.
  const content = (language: Language) => ({
    subject: t(language, 'mail.welcome.subject', params),
    text: [
      t(language, 'mail.greeting', params),
      '',
      t(language, 'mail.subAgent.opened', params),
      t(language, 'mail.agentCode', params),
      tVerbatim(language, 'mail.subAgent.email', params, { email: sub.email }),
      tVerbatim(language, 'mail.subAgent.password', params, { password }),
      '',
      tVerbatim(language, 'mail.subAgent.signIn', params, { url: `${publicUrl}/login` }),
    ].join('\n'),
  });
  return { to: sub.email, ...content('en'), localized: content };
}

/** The language a new sub-agent starts in: its creator's (a reseller user's), else the reseller owner's. */
async function creatorLanguage(db: DbOrTx, caller: Extract<Caller, { kind: 'agent' }>): Promise<Language> {
  const [user] = await db
    .select({ language: agencyUsers.language })
    .from(agencyUsers)
    .where(and(eq(agencyUsers.id, caller.userId), eq(agencyUsers.agentId, caller.agentId)));
  return user?.language ?? (await findOwner(db, caller.agentId))?.language ?? 'en';
}

/**
 * Creates a sub-agent of the calling reseller: active at once, with a generated password shown
 * once and mailed through the outbox, and the parent's module flags (never more than it has).
 */
export async function registerSubAgent(
  deps: AppDeps,
  caller: Caller | null,
  body: RegisterSubAgentBody,
): Promise<RegisterSubAgentAnswer> {
  const reseller = assertReseller(caller);
  const { db } = deps.database;
  await assertCountry(deps, body.country);
  const [parent] = await db.select().from(agents).where(eq(agents.id, reseller.agentId));
  if (!parent) throw new Error('calling reseller vanished');
  const parentConfig = await findConfiguration(db, parent.id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const company = await loadCompanyConfig(db);
  const now = deps.clock.now();
  const created = await db.transaction(async (tx) => {
    const row = await insertAgent(tx, {
      ...agencyColumnsOf(body),
      passwordHash,
      randomString: generatePassword(32).replace(/[^A-Za-z0-9]/g, 'x'),
      role: 'sub-agent',
      status: 'ok',
      parentId: parent.id,
      whatsappDetails: { ...parent.whatsappDetails },
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw duplicateEmail();
    // The sub-agent starts in its creator's language (portal and mails), as an invited user does.
    const language = await creatorLanguage(tx, reseller);
    if (language !== 'en') await setOwnerLanguage(tx, row.id, language);
    // A parent without configuration is entry-denied itself; its sub-agent gets every module off.
    await tx.insert(agentConfigurations).values({
      agentId: row.id,
      showAttraction: parentConfig?.showAttraction ?? false,
      showHotel: parentConfig?.showHotel ?? false,
      showFlight: parentConfig?.showFlight ?? false,
      showVisa: parentConfig?.showVisa ?? false,
      showA2a: parentConfig?.showA2a ?? false,
      showQuotaion: parentConfig?.showQuotaion ?? false,
      showInsurance: parentConfig?.showInsurance ?? false,
      allowedPaymentMethods: parentConfig?.allowedPaymentMethods ?? ['wallet'],
      updatedAt: now,
    });
    await enqueueMail(
      tx,
      welcomeMail(company.companyName, deps.env.PUBLIC_URL, row, parent.companyName, password),
    );
    return row;
  });
  return {
    message: SUB_AGENT_CREATED_MESSAGE,
    subAgent: await agentRecordOf(deps, created.id),
    agentCode: created.agentCode,
    password,
  };
}

/** Spec section 7: the sub-agent, its balance, and the parent's earnings on it (from the ledger). */
export async function subAgentDetails(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
): Promise<SubAgentDetailsAnswer> {
  assertReseller(caller);
  const { db } = deps.database;
  const sub = await loadManagedSubAgent(db, caller, subAgentId);
  const parentId = sub.parentId as string;
  const [position, earnings, withdrawn, subAgent] = await Promise.all([
    walletService(deps).position(sub.id),
    earningFigures(db, parentId, sub.id),
    withdrawTotal(db, sub.id),
    agentRecordOf(deps, sub.id),
  ]);
  return {
    subAgent,
    balance: major(position.balance),
    pendingEarnings: major(earnings.pending),
    totalEarnings: major(earnings.total),
    pendingEarningsVat: major(earnings.pendingMarkupVat),
    totalEarningsVat: major(earnings.totalMarkupVat),
    withdrawTotal: major(withdrawn),
    wallet: balanceAnswer(position),
  };
}

async function emailTaken(db: DbOrTx, email: string, exceptId: string): Promise<boolean> {
  const [row] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, email));
  return Boolean(row && row.id !== exceptId);
}

export async function updateSubAgent(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
  body: UpdateSubAgentBody,
) {
  assertReseller(caller);
  const { db } = deps.database;
  const sub = await loadManagedSubAgent(db, caller, subAgentId);
  if (body.country) await assertCountry(deps, body.country);
  if (body.email && (await emailTaken(db, body.email, sub.id))) throw duplicateEmail();
  const defined = agencyChangesOf(body);
  try {
    await updateAgent(db, sub.id, defined, deps.clock.now());
  } catch (err) {
    // Two edits racing for the same address: the unique index decides.
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
  return { message: SUB_AGENT_UPDATED_MESSAGE, subAgent: await agentRecordOf(deps, sub.id) };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}
