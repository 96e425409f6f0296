import { and, count, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { agentConfigurations, agents, countries, sessions, type DbOrTx } from '@portal/db';
import { noteLocalChange } from '../../lib/change-feed.ts';
import type { AgentRecord, ModuleConfigurationDto, RegisterSubAgentBody } from '@portal/contracts';
import type { Language } from '@portal/domain';

export type AgentRow = typeof agents.$inferSelect;
export type ConfigurationRow = typeof agentConfigurations.$inferSelect;

export const FLAG_NAMES = [
  'showAttraction',
  'showHotel',
  'showFlight',
  'showVisa',
  'showA2a',
  'showQuotaion',
  'showInsurance',
] as const satisfies readonly (keyof ModuleConfigurationDto)[];
export type FlagName = (typeof FLAG_NAMES)[number];

export async function findAgentByEmail(db: DbOrTx, email: string): Promise<AgentRow | null> {
  const [row] = await db.select().from(agents).where(eq(agents.email, email.toLowerCase()));
  return row ?? null;
}

export async function findAgentById(db: DbOrTx, id: string): Promise<AgentRow | null> {
  const [row] = await db.select().from(agents).where(eq(agents.id, id));
  return row ?? null;
}

export async function findAgentByCode(db: DbOrTx, agentCode: number): Promise<AgentRow | null> {
  const [row] = await db.select().from(agents).where(eq(agents.agentCode, agentCode));
  return row ?? null;
}

/** An agent by e-mail address or by agent code (the admin command line accepts either). */
export async function findAgentByEmailOrCode(db: DbOrTx, key: string): Promise<AgentRow | null> {
  const trimmed = key.trim();
  if (/^\d{1,9}$/.test(trimmed)) return findAgentByCode(db, Number(trimmed));
  return findAgentByEmail(db, trimmed);
}

export async function countryExists(db: DbOrTx, isocode: string): Promise<boolean> {
  const [row] = await db
    .select({ isocode: countries.isocode })
    .from(countries)
    .where(eq(countries.isocode, isocode));
  return Boolean(row);
}

export async function findConfiguration(db: DbOrTx, agentId: string): Promise<ConfigurationRow | null> {
  const [row] = await db.select().from(agentConfigurations).where(eq(agentConfigurations.agentId, agentId));
  return row ?? null;
}

type AgentInsert = typeof agents.$inferInsert;
type AgencyColumns = Pick<
  AgentInsert,
  | 'companyName'
  | 'address'
  | 'website'
  | 'countryIsocode'
  | 'city'
  | 'zipCode'
  | 'name'
  | 'designation'
  | 'email'
  | 'phoneNumber'
  | 'whatsappNumber'
  | 'telephoneNumber'
  | 'trnNumber'
>;

/** The agency columns of a new agent from the sign-up fields; optional fields left empty are stored as null. */
export function agencyColumnsOf(body: RegisterSubAgentBody): AgencyColumns {
  return {
    companyName: body.companyName,
    address: body.address,
    website: body.website || null,
    countryIsocode: body.country,
    city: body.city,
    zipCode: body.zipCode || null,
    name: body.name,
    designation: body.designation,
    email: body.email,
    phoneNumber: body.phoneNumber,
    whatsappNumber: body.whatsappNumber,
    telephoneNumber: body.telephoneNumber || null,
    trnNumber: body.trnNumber || null,
  };
}

/** Optional text: undefined keeps the stored value, an empty string clears it. */
const clearable = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** The agency columns an edit changes: fields not given are left out, optional ones sent empty are cleared. */
export function agencyChangesOf(body: Partial<RegisterSubAgentBody>): Partial<AgencyColumns> {
  const values: Partial<AgencyColumns> = {
    companyName: body.companyName,
    address: body.address,
    website: clearable(body.website),
    countryIsocode: body.country,
    city: body.city,
    zipCode: clearable(body.zipCode),
    name: body.name,
    designation: body.designation,
    email: body.email,
    phoneNumber: body.phoneNumber,
    whatsappNumber: body.whatsappNumber,
    telephoneNumber: clearable(body.telephoneNumber),
    trnNumber: clearable(body.trnNumber),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * Inserts an agent; null when the e-mail address is already taken (two sign-ups with the same
 * address at the same moment: the unique index decides).
 */
export async function insertAgent(db: DbOrTx, values: AgentInsert): Promise<AgentRow | null> {
  const [row] = await db
    .insert(agents)
    .values(values)
    .onConflictDoNothing({ target: agents.email })
    .returning();
  return row ?? null;
}

export async function updateAgent(
  db: DbOrTx,
  id: string,
  values: Partial<typeof agents.$inferInsert>,
  now: Date,
): Promise<AgentRow> {
  if (values.status !== undefined || values.role !== undefined || values.parentId !== undefined)
    noteLocalChange();
  const [row] = await db
    .update(agents)
    .set({ ...values, updatedAt: now })
    .where(eq(agents.id, id))
    .returning();
  if (!row) throw new Error('agent vanished during update');
  return row;
}

/** Revokes every live session of a subject, optionally keeping one (the caller's own). */
export async function revokeSessions(
  db: DbOrTx,
  subjectKind: 'agent' | 'admin',
  subjectId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  // Cached callers (plugins/caller-cache.ts) on this node check the auth counter at once.
  noteLocalChange();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.subjectKind, subjectKind),
        eq(sessions.subjectId, subjectId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes every live session of one agency user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  noteLocalChange();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/**
 * Live sessions of an agent and of its sub-agents: the ones taking the agent out of status ok ends (the
 * trigger of migration 0021 revokes them in the same transaction, whoever changes the status).
 */
export async function countAgencySessions(db: DbOrTx, agentId: string, now: Date): Promise<number> {
  const subAgents = db.select({ id: agents.id }).from(agents).where(eq(agents.parentId, agentId));
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.subjectKind, 'agent'),
        or(eq(sessions.subjectId, agentId), inArray(sessions.subjectId, subAgents)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}

export function configurationOf(row: ConfigurationRow | null): ModuleConfigurationDto | null {
  if (!row) return null;
  return Object.fromEntries(FLAG_NAMES.map((f) => [f, row[f]])) as ModuleConfigurationDto;
}

/** Everything the agent record needs, in one query. */
export async function loadAgentRecordParts(db: DbOrTx, agentId: string) {
  const [row] = await db
    .select({ agent: agents, countryName: countries.name, configuration: agentConfigurations })
    .from(agents)
    .innerJoin(countries, eq(countries.isocode, agents.countryIsocode))
    .leftJoin(agentConfigurations, eq(agentConfigurations.agentId, agents.id))
    .where(eq(agents.id, agentId));
  return row ?? null;
}

export function toAgentRecord(
  parts: NonNullable<Awaited<ReturnType<typeof loadAgentRecordParts>>>,
  link: (uploadId: string | null) => string | null,
  /** The signed-in person's language (agentRecordOf knows it); a new agency's owner reads English. */
  language: Language = 'en',
): AgentRecord {
  const { agent } = parts;
  const whatsappDetails: AgentRecord['whatsappDetails'] = {};
  for (const [module, entry] of Object.entries(agent.whatsappDetails)) {
    if (entry?.phoneNumber) whatsappDetails[module] = { phoneNumber: entry.phoneNumber };
  }
  return {
    _id: agent.id,
    agentCode: agent.agentCode,
    language,
    clientLanguage: agent.clientLanguage,
    name: agent.name,
    email: agent.email,
    companyName: agent.companyName,
    companyLogo: link(agent.companyLogoId),
    avatarImg: link(agent.avatarImgId),
    role: agent.role,
    status: agent.status,
    country: { isocode: agent.countryIsocode, countryName: parts.countryName },
    whatsappDetails,
    configuration: configurationOf(parts.configuration),
    address: agent.address,
    city: agent.city,
    designation: agent.designation,
    phoneNumber: agent.phoneNumber,
    whatsappNumber: agent.whatsappNumber,
    website: agent.website,
    trnNumber: agent.trnNumber,
    zipCode: agent.zipCode,
    telephoneNumber: agent.telephoneNumber,
    parentId: agent.parentId,
  };
}
