import { randomBytes, randomUUID } from 'node:crypto';
import { agentConfigurations, type DbOrTx } from '@portal/db';
import type { AgentRecord, SignupAnswer, SignupBody } from '@portal/contracts';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { t, tVerbatim } from '../../lib/i18n/index.ts';
import { enqueueMail, type OutgoingMail } from '../../lib/mail.ts';
import { bumpCounters, readCounters } from '../../lib/rate-counters.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { loadCompanyConfig, type CompanyConfig } from '../company/company.service.ts';
import { linkOf } from '../files/files.service.ts';
import {
  agencyColumnsOf,
  findAgentByEmail,
  findAgentById,
  insertAgent,
  loadAgentRecordParts,
  toAgentRecord,
  type AgentRow,
} from './agents.repository.ts';
import { assertCountry } from './auth.service.ts';
import { isUniqueViolation } from '../bookings/core/repository.ts';
import { findUserByEmail, setOwnerLanguage } from '../agency-users/agency-users.repository.ts';

export const SIGNUP_MESSAGE =
  'Registration successful. Please upload your trade license and tax certificate to get verified. We have also sent you an e-mail.';
/** At most this many "someone used your address" mails per address and hour (sign-up bombing). */
const TAKEN_MAILS_PER_HOUR = 3;

interface NewAgent {
  row: AgentRow;
  record: AgentRecord;
}

/**
 * Inserts a pending reseller and its configuration and reads back its record, all inside `tx`.
 * The real sign-up commits it; the answer for a taken address builds the same thing and rolls it back.
 */
async function insertPendingAgent(
  deps: AppDeps,
  tx: DbOrTx,
  body: SignupBody,
  email: string,
  passwordHash: string,
  company: CompanyConfig,
): Promise<NewAgent | null> {
  const row = await insertAgent(tx, {
    ...agencyColumnsOf(body),
    email,
    passwordHash,
    randomString: randomBytes(24).toString('hex'),
    role: 'reseller',
    status: 'pending',
    whatsappDetails: { ...company.whatsappDetails },
  });
  if (!row) return null;
  // The owner starts in the language the form was filled in (issue 35): its portal and its mails.
  if (body.language && body.language !== 'en') await setOwnerLanguage(tx, row.id, body.language);
  await tx.insert(agentConfigurations).values({ agentId: row.id });
  const parts = await loadAgentRecordParts(tx, row.id);
  if (!parts) throw new Error('new agent not readable');
  return { row, record: toAgentRecord(parts, (id) => linkOf(deps, id)) };
}

const answerOf = ({ row, record }: NewAgent): SignupAnswer => ({
  message: SIGNUP_MESSAGE,
  reseller: record,
  agentCode: row.agentCode,
  randomString: row.randomString,
});

/**
 * Registers an agency. An address that already has an account gets exactly the same answer (a
 * pending agent with an agent code and verification link parts) so sign-up cannot tell who has an
 * account; nothing is created, and the owner of the address is mailed instead.
 */
export async function signup(deps: AppDeps, body: SignupBody): Promise<SignupAnswer> {
  const { db } = deps.database;
  await assertCountry(deps, body.country);
  assertStrongPassword(body.password, 'password', [body.email, body.name, body.companyName]);
  // Hashed on both paths, so the answer takes as long for a taken address as for a new one.
  const passwordHash = await hashPassword(body.password);
  const company = await loadCompanyConfig(db);
  const existing = await findHolder(db, body.email);
  if (existing) return answerForTakenAddress(deps, body, existing, passwordHash, company);
  let created: NewAgent | null;
  try {
    created = await db.transaction(async (tx) => {
      const agent = await insertPendingAgent(deps, tx, body, body.email, passwordHash, company);
      if (agent) await enqueueMail(tx, welcomeMail(deps, agent.row, company));
      return agent;
    });
  } catch (err) {
    // An invitation took the address for an agency user a moment ago (the owner trigger's insert).
    if (!isUniqueViolation(err, 'agency_users_email_unique')) throw err;
    created = null;
  }
  if (created) return answerOf(created);
  // Another sign-up or invitation took the address a moment ago: the same answer as any taken address.
  const winner = await findHolder(db, body.email);
  if (!winner) throw new Error('sign-up conflict without an agent');
  return answerForTakenAddress(deps, body, winner, passwordHash, company);
}

/** Whoever holds an address: an agency (its owner) or one of an agency's users (issue 32). */
type Holder = Pick<AgentRow, 'name' | 'email' | 'agentCode'>;

async function findHolder(db: DbOrTx, email: string): Promise<Holder | null> {
  const agent = await findAgentByEmail(db, email);
  if (agent) return agent;
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const agency = await findAgentById(db, user.agentId);
  if (!agency) return null;
  return { name: user.name, email: user.email, agentCode: agency.agentCode };
}

class Discard extends Error {}

async function answerForTakenAddress(
  deps: AppDeps,
  body: SignupBody,
  owner: Holder,
  passwordHash: string,
  company: CompanyConfig,
): Promise<SignupAnswer> {
  const { db } = deps.database;
  // The decoy is a real pending agent under a throwaway address, built and then rolled back: the
  // answer has every field and default a new agent has, and its agent code comes from the sequence.
  const built: { agent: NewAgent | null } = { agent: null };
  const throwaway = `${randomUUID()}@signup.invalid`;
  try {
    await db.transaction(async (tx) => {
      built.agent = await insertPendingAgent(deps, tx, body, throwaway, passwordHash, company);
      throw new Discard();
    });
  } catch (err) {
    if (!(err instanceof Discard)) throw err;
  }
  if (!built.agent) throw new Error('sign-up decoy not built');
  const { row, record } = built.agent;
  await mailOwner(deps, owner, company);
  return answerOf({ row, record: { ...record, email: body.email } });
}

/** Tells the owner of a taken address that someone tried to register with it (a few times an hour at most). */
async function mailOwner(deps: AppDeps, owner: Holder, company: CompanyConfig): Promise<void> {
  const { db } = deps.database;
  const key = `signup-taken-mail:${owner.email}`;
  const [sent] = await readCounters(db, [key]);
  if ((sent?.count ?? 0) >= TAKEN_MAILS_PER_HOUR) return;
  await bumpCounters(db, [key], 60 * 60 * 1000);
  const login = `${deps.env.PUBLIC_URL}/login`;
  // In the language of whoever holds the address (issue 35), not the sign-up form's.
  const params = { name: owner.name, brand: company.companyName, code: owner.agentCode };
  const content = (language: Language) => ({
    subject: t(language, 'mail.signupTaken.subject', params),
    text: [
      t(language, 'mail.greeting', params),
      '',
      t(language, 'mail.signupTaken.tried', params),
      t(language, 'mail.signupTaken.exists', params),
      '',
      tVerbatim(language, 'mail.signupTaken.signIn', params, { url: login }),
      t(language, 'mail.signupTaken.forgot'),
      '',
      t(language, 'mail.signupTaken.ignore'),
    ].join('\n'),
  });
  await enqueueMail(db, { to: owner.email, ...content('en'), localized: content });
}

/** The welcome, in the language the new owner signed up in (set on its user before this is written). */
function welcomeMail(deps: AppDeps, row: AgentRow, company: CompanyConfig): OutgoingMail {
  const link = `${deps.env.PUBLIC_URL}/verification/${row.agentCode}/${row.randomString}`;
  const params = { name: row.name, brand: company.companyName, company: row.companyName, code: row.agentCode };
  const content = (language: Language) => ({
    subject: t(language, 'mail.signup.subject', params),
    text: [
      t(language, 'mail.greeting', params),
      '',
      t(language, 'mail.signup.thanks', params),
      t(language, 'mail.welcome.verify'),
      link,
      '',
      t(language, 'mail.welcome.approvalFollows'),
    ].join('\n'),
  });
  return { to: row.email, ...content('en'), localized: content };
}
