import { randomBytes } from 'node:crypto';
import { agentConfigurations, type AgentStatus } from '@portal/db';
import { signupBody, type SignupBody } from '@portal/contracts';
import { isLanguage, type Language } from '@portal/domain';
import { recordAudit } from '../../audit/index.ts';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand, ParsedArgs } from '../../cli/command.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { t, tVerbatim } from '../../lib/i18n/index.ts';
import { enqueueMail, type OutgoingMail } from '../../lib/mail.ts';
import { passwordWeakness } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import {
  FLAG_NAMES,
  agencyColumnsOf,
  countryExists,
  findAgentByEmailOrCode,
  findConfiguration,
  insertAgent,
  type AgentRow,
  type ConfigurationRow,
  type FlagName,
} from '../auth/agents.repository.ts';
import { findOwner, setOwnerLanguage } from '../agency-users/agency-users.repository.ts';
import { agentLabel, flagSummary } from './agent-format.ts';
import { generatePassword, parseFlagAssignments } from './flag-args.ts';

/** Command-line flag -> sign-up field; the values go through the same zod schema as the sign-up form. */
const FIELD_FLAGS = {
  company: 'companyName',
  name: 'name',
  address: 'address',
  country: 'country',
  city: 'city',
  designation: 'designation',
  phone: 'phoneNumber',
  whatsapp: 'whatsappNumber',
  website: 'website',
  zip: 'zipCode',
  telephone: 'telephoneNumber',
  trn: 'trnNumber',
  password: 'password',
} as const satisfies Record<string, keyof SignupBody>;
const OTHER_FLAGS = ['status', 'parent', 'none', 'language'];
const FLAG_OF = Object.fromEntries(Object.entries(FIELD_FLAGS).map(([flag, field]) => [field, flag]));

// The help list pads every usage to the longest one, so the agency options are listed in the summary.
const USAGE = 'agents:create <email> --company <name> --name <contact> [options]';
const SUMMARY =
  'Create an agent, approved (--status pending: awaiting verification; --parent <reseller>: a sub-agent). ' +
  'Also needs --address --country <ISO code> --city --designation --phone; optional --whatsapp (default: --phone) ' +
  '--website --zip --telephone --trn, --password (generated and printed once when left out), ' +
  'module flags showHotel=off ... (unlisted: on, or as the parent) or --none (entry denied), ' +
  '--language en|ar (the owner\'s portal and mails; default: the parent owner\'s for a sub-agent, else en)';

interface CreateInput {
  body: SignupBody;
  passwordGiven: boolean;
  status: AgentStatus;
  parentKey: string | undefined;
  flags: Partial<Record<FlagName, boolean>>;
  noConfiguration: boolean;
  /** The owner's language; undefined: the parent owner's for a sub-agent, else English. */
  language: Language | undefined;
}

/** Reads and validates every argument before anything is written. */
function parseInput(args: ParsedArgs): CreateInput {
  const unknown = Object.keys(args.flags).filter((f) => !(f in FIELD_FLAGS) && !OTHER_FLAGS.includes(f));
  if (unknown.length > 0)
    throw new CliInputError(`Unknown option ${unknown.map((f) => `--${f}`).join(', ')}`);
  const [email, ...assignments] = args.positional;
  if (!email) throw new CliInputError('Give the e-mail address of the new agent');
  const fields: Record<string, string> = { email };
  for (const [flag, field] of Object.entries(FIELD_FLAGS)) {
    const value = stringFlag(args, flag);
    if (value !== undefined) fields[field] = value;
  }
  // The WhatsApp number is usually the mobile number; the sign-up form asks for both.
  const whatsappGiven = fields.whatsappNumber !== undefined;
  if (!whatsappGiven && fields.phoneNumber !== undefined) fields.whatsappNumber = fields.phoneNumber;
  const passwordGiven = fields.password !== undefined;
  fields.password ??= generatePassword();
  const parsed = signupBody.safeParse(fields);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }))
      // A WhatsApp number taken from --phone has the same problem as --phone: say it once.
      .filter(({ field }) => whatsappGiven || field !== 'whatsappNumber')
      .map(({ field, message }) =>
        field === 'email' ? message : `--${FLAG_OF[field] ?? field}: ${message}`,
      );
    throw new CliInputError(problems.join('\n'));
  }
  // The operator's password meets the same bar as one chosen on the sign-up form.
  const weakness = passwordGiven
    ? passwordWeakness(parsed.data.password, [parsed.data.email, parsed.data.companyName, parsed.data.name])
    : null;
  if (weakness) throw new CliInputError(`--password: ${weakness}`);
  const status = stringFlag(args, 'status') ?? 'ok';
  if (status !== 'ok' && status !== 'pending') {
    throw new CliInputError(
      `--status must be ok (approved) or pending (awaiting verification), not "${status}"`,
    );
  }
  const parentKey = stringFlag(args, 'parent');
  if (parentKey !== undefined && status === 'pending') {
    throw new CliInputError('A sub-agent is never pending: leave out --status pending with --parent');
  }
  const language = stringFlag(args, 'language');
  if (language !== undefined && !isLanguage(language))
    throw new CliInputError(`--language must be en (English) or ar (Arabic), not "${language}"`);
  const noConfiguration = args.flags.none === true;
  if (noConfiguration && assignments.length > 0) {
    throw new CliInputError('--none cannot be combined with flag values');
  }
  return {
    body: parsed.data,
    passwordGiven,
    status,
    parentKey,
    flags: parseFlagAssignments(assignments),
    noConfiguration,
    language,
  };
}

/** The reseller a sub-agent is created under: it must exist, be a reseller, and be active. */
async function parentOf(
  deps: AppDeps,
  key: string,
): Promise<{ parent: AgentRow; config: ConfigurationRow | null }> {
  const parent = await findAgentByEmailOrCode(deps.database.db, key);
  if (!parent) throw notFound(`Agent "${key}"`);
  if (parent.role !== 'reseller') {
    throw new CliInputError(`${agentLabel(parent)} is a sub-agent; sub-agents are created under a reseller`);
  }
  if (parent.status !== 'ok') {
    throw new CliInputError(
      `${agentLabel(parent)} has status ${parent.status}; its sub-agents need it active (ok)`,
    );
  }
  return { parent, config: await findConfiguration(deps.database.db, parent.id) };
}

/**
 * The module flags of the new agent: unlisted ones are on for a reseller (the sign-up default) and
 * follow the parent for a sub-agent, which never gets a module its parent lacks (as in the portal).
 */
function flagValues(
  wanted: Partial<Record<FlagName, boolean>>,
  parent: { parent: AgentRow; config: ConfigurationRow | null } | null,
): Record<FlagName, boolean> {
  const values = {} as Record<FlagName, boolean>;
  for (const f of FLAG_NAMES) {
    const allowed = parent ? (parent.config?.[f] ?? false) : true;
    if (parent && wanted[f] === true && !allowed) {
      throw new CliInputError(
        `${f}=on is not possible: the parent ${agentLabel(parent.parent)} has ${f} off`,
      );
    }
    values[f] = wanted[f] ?? allowed;
  }
  return values;
}

function welcomeMail(deps: AppDeps, company: string, agent: AgentRow): OutgoingMail {
  const base = deps.env.PUBLIC_URL;
  const params = { name: agent.name, brand: company, company: agent.companyName, code: agent.agentCode };
  // In the new owner's language (issue 35): see --language.
  const content = (language: Language) => {
    const next =
      agent.status === 'pending'
        ? [
            t(language, 'mail.welcome.verify'),
            `${base}/verification/${agent.agentCode}/${agent.randomString}`,
            '',
            t(language, 'mail.welcome.approvalFollows'),
          ]
        : [tVerbatim(language, 'mail.welcome.staffPassword', params, { url: `${base}/login` })];
    return {
      subject: t(language, 'mail.welcome.subject', params),
      text: [
        t(language, 'mail.greeting', params),
        '',
        t(language, 'mail.welcome.opened', params),
        ...next,
      ].join('\n'),
    };
  };
  return { to: agent.email, ...content('en'), localized: content };
}

/**
 * Opens an agent account on the operator's behalf (an agency signed up by phone, a sub-agent set up
 * for a reseller, test fixtures). Same validation as the sign-up form; unlike the public sign-up it
 * is not rate-limited per address, because only an operator can run it.
 */
export const createAgent: AdminCommand = {
  name: 'agents:create',
  usage: USAGE,
  summary: SUMMARY,
  async run(deps, args, who) {
    const input = parseInput(args);
    const { db } = deps.database;
    if (!(await countryExists(db, input.body.country))) {
      throw new CliInputError(`--country: no country with the code "${input.body.country}"`);
    }
    const parent = input.parentKey === undefined ? null : await parentOf(deps, input.parentKey);
    const flags = flagValues(input.flags, parent);
    const passwordHash = await hashPassword(input.body.password);
    const company = await loadCompanyConfig(db);
    const now = deps.clock.now();
    const created = await db.transaction(async (tx) => {
      const row = await insertAgent(tx, {
        ...agencyColumnsOf(input.body),
        passwordHash,
        randomString: randomBytes(24).toString('hex'),
        role: parent ? 'sub-agent' : 'reseller',
        status: input.status,
        parentId: parent?.parent.id ?? null,
        whatsappDetails: { ...(parent?.parent.whatsappDetails ?? company.whatsappDetails) },
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new CliInputError(`An agent with e-mail ${input.body.email} already exists`);
      // The owner reads the portal and the welcome mail in the chosen language; a sub-agent set up
      // for a reseller starts in its parent owner's, as an invited user starts in the inviter's.
      const language =
        input.language ?? (parent ? ((await findOwner(tx, parent.parent.id))?.language ?? 'en') : 'en');
      if (language !== 'en') await setOwnerLanguage(tx, row.id, language);
      let configuration: ConfigurationRow | null = null;
      if (!input.noConfiguration) {
        const [config] = await tx
          .insert(agentConfigurations)
          .values({
            agentId: row.id,
            ...flags,
            ...(parent?.config ? { allowedPaymentMethods: parent.config.allowedPaymentMethods } : {}),
            updatedAt: now,
          })
          .returning();
        configuration = config ?? null;
      }
      await recordAudit(tx, who, {
        kind: 'agent.create',
        object: { type: 'agent', id: row.id },
        agentId: row.id,
        before: null,
        after: {
          email: row.email,
          companyName: row.companyName,
          role: row.role,
          status: row.status,
          ...(row.parentId ? { parentId: row.parentId } : {}),
          modules: flagSummary(configuration),
        },
      });
      await enqueueMail(tx, welcomeMail(deps, company.companyName, row));
      return { row, configuration, language };
    });
    const { row, configuration, language } = created;
    const lines = [`${agentLabel(row)} created: ${row.role}, status ${row.status}`];
    if (parent) lines.push(`  sub-agent of ${agentLabel(parent.parent)}`);
    lines.push(`  modules: ${flagSummary(configuration)}`);
    if (row.status === 'pending') {
      lines.push(
        `  verification link: ${deps.env.PUBLIC_URL}/verification/${row.agentCode}/${row.randomString}`,
      );
    }
    lines.push(`  welcome mail queued to ${row.email}${language === 'en' ? '' : ` (in ${language})`}`);
    if (!input.passwordGiven) lines.push(`Password (shown only once): ${input.body.password}`);
    return lines.join('\n');
  },
};
