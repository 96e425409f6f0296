import { eq } from 'drizzle-orm';
import { agentConfigurations, agents, type DbOrTx } from '@portal/db';
import {
  MODULE_NOT_AVAILABLE_MESSAGE,
  type ModuleConfigurationDto,
  type ResetSubAgentPasswordAnswer,
  type SubAgentConfigurationAnswer,
  type SubAgentConfigurationBody,
} from '@portal/contracts';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { t, tVerbatim } from '../../lib/i18n/index.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Caller } from '../../plugins/auth.ts';
import { assertReseller, loadManagedSubAgent } from '../../policy/index.ts';
import {
  FLAG_NAMES,
  configurationOf,
  findConfiguration,
  revokeSessions,
  updateAgent,
} from '../auth/agents.repository.ts';
import { agentRecordOf } from '../auth/auth.service.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { generatePassword } from './generated-password.ts';

export const STATUS_MESSAGES = {
  ok: 'Sub-agent enabled',
  disabled: 'Sub-agent disabled; its sessions have ended',
} as const;
export const PASSWORD_RESET_MESSAGE =
  'A new password has been generated and e-mailed to the sub-agent. It is shown only now.';
export const CONFIGURATION_SAVED_MESSAGE = 'Module access saved';

/** Every module off: the start of a configuration written with only some flags named. */
export const NO_MODULES: ModuleConfigurationDto = Object.fromEntries(
  FLAG_NAMES.map((f) => [f, false]),
) as ModuleConfigurationDto;

/** Disabling ends every session of the sub-agent in the same transaction (migration 0021: its next call is a 401). */
export async function setSubAgentStatus(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
  status: 'ok' | 'disabled',
) {
  assertReseller(caller);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const sub = await loadManagedSubAgent(tx, caller, subAgentId, { forUpdate: true });
    await updateAgent(tx, sub.id, { status }, now);
  });
  return { message: STATUS_MESSAGES[status], subAgent: await agentRecordOf(deps, subAgentId) };
}

export async function resetSubAgentPassword(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
): Promise<ResetSubAgentPasswordAnswer> {
  assertReseller(caller);
  const { db } = deps.database;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const company = await loadCompanyConfig(db);
  const now = deps.clock.now();
  const sub = await db.transaction(async (tx) => {
    const row = await loadManagedSubAgent(tx, caller, subAgentId, { forUpdate: true });
    await updateAgent(tx, row.id, { passwordHash }, now);
    await revokeSessions(tx, 'agent', row.id, now);
    // In the sub-agent's language (issue 35); the password as it is, to be copied.
    const params = { name: row.name, brand: company.companyName, code: row.agentCode };
    const content = (language: Language) => ({
      subject: t(language, 'mail.subAgentReset.subject', params),
      text: [
        t(language, 'mail.greeting', params),
        '',
        t(language, 'mail.subAgentReset.text'),
        t(language, 'mail.agentCode', params),
        tVerbatim(language, 'mail.subAgentReset.password', params, { password }),
        '',
        tVerbatim(language, 'mail.subAgentReset.signIn', params, { url: `${deps.env.PUBLIC_URL}/login` }),
      ].join('\n'),
    });
    await enqueueMail(tx, { to: row.email, ...content('en'), localized: content });
    return row;
  });
  return { message: PASSWORD_RESET_MESSAGE, agentCode: sub.agentCode, email: sub.email, password };
}

/** The flags that actually apply: a sub-agent's own flag AND its parent's. */
export function effectiveConfiguration(
  own: ModuleConfigurationDto | null,
  parent: ModuleConfigurationDto | null,
): ModuleConfigurationDto {
  return Object.fromEntries(
    FLAG_NAMES.map((f) => [f, Boolean(own?.[f]) && Boolean(parent?.[f])]),
  ) as ModuleConfigurationDto;
}

export async function subAgentConfiguration(
  deps: AppDeps,
  caller: Caller | null,
  subAgentId: string,
): Promise<SubAgentConfigurationAnswer> {
  assertReseller(caller);
  const { db } = deps.database;
  const sub = await loadManagedSubAgent(db, caller, subAgentId);
  const own = configurationOf(await findConfiguration(db, sub.id));
  const parent = configurationOf(await findConfiguration(db, sub.parentId as string)) ?? NO_MODULES;
  return {
    subAgentId: sub.id,
    configuration: effectiveConfiguration(own, parent),
    parentConfiguration: parent,
  };
}

/** Turns a sub-agent's modules on or off; a module the parent lacks cannot be turned on (400). */
export async function updateSubAgentConfiguration(
  deps: AppDeps,
  caller: Caller | null,
  body: SubAgentConfigurationBody,
): Promise<SubAgentConfigurationAnswer & { message: string }> {
  assertReseller(caller);
  const { subAgentId, ...flags } = body;
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const sub = await loadManagedSubAgent(tx, caller, subAgentId, { forUpdate: true });
    const parent = configurationOf(await findConfiguration(tx, sub.parentId as string)) ?? NO_MODULES;
    const lacking = FLAG_NAMES.filter((f) => flags[f] === true && !parent[f]);
    if (lacking.length > 0)
      throw badRequest(
        MODULE_NOT_AVAILABLE_MESSAGE,
        Object.fromEntries(lacking.map((f) => [f, [MODULE_NOT_AVAILABLE_MESSAGE]])),
      );
    const own = configurationOf(await findConfiguration(tx, sub.id));
    const next = effectiveConfiguration({ ...(own ?? NO_MODULES), ...definedFlags(flags) }, parent);
    await tx
      .insert(agentConfigurations)
      .values({ agentId: sub.id, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: agentConfigurations.agentId, set: { ...next, updatedAt: now } });
  });
  noteLocalChange();
  return {
    message: CONFIGURATION_SAVED_MESSAGE,
    ...(await subAgentConfiguration(deps, caller, subAgentId)),
  };
}

function definedFlags(flags: Partial<ModuleConfigurationDto>): Partial<ModuleConfigurationDto> {
  return Object.fromEntries(Object.entries(flags).filter(([, v]) => typeof v === 'boolean'));
}

/**
 * Turns off, for every sub-agent of `parentId`, the modules the parent no longer has. For the
 * admin flag command to call after changing a reseller's flags, in the same transaction.
 */
export async function clampSubAgentConfigurations(tx: DbOrTx, parentId: string, now: Date): Promise<number> {
  const parent = configurationOf(await findConfiguration(tx, parentId)) ?? NO_MODULES;
  const off = Object.fromEntries(FLAG_NAMES.filter((f) => !parent[f]).map((f) => [f, false]));
  if (Object.keys(off).length === 0) return 0;
  const subs = await tx.select({ id: agents.id }).from(agents).where(eq(agents.parentId, parentId));
  for (const s of subs) {
    await tx
      .update(agentConfigurations)
      .set({ ...off, updatedAt: now })
      .where(eq(agentConfigurations.agentId, s.id));
  }
  return subs.length;
}
