import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { agentConfigurations, agents, apiKeys, apiKeyUsage, bookingOrders, type DbOrTx } from '@portal/db';
import type { ApiKeyDto, ApiKeySecretAnswer, CreateApiKeyBody } from '@portal/contracts';
import { createApiKeyBody } from '@portal/contracts';
import {
  apiKeyDisplayPrefix,
  apiKeySecretPrefix,
  moduleByName,
  openModules,
  toMajor,
  toMinor,
  type ModuleName,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { sha256Hex } from '../../plugins/api-key-auth.ts';
import { sandboxTwinOf } from './sandbox-twin.ts';

type KeyRow = typeof apiKeys.$inferSelect;
interface Usage {
  calls: number;
  errors: number;
  bookings: number;
}
/** The keys page's usage: the last 30 days (UTC). */
const USAGE_DAYS = 30;

const minorOrNull = (aed: number | null) => (aed === null ? null : toMinor(aed));

function dtoOf(k: KeyRow, usage: Usage): ApiKeyDto {
  return {
    _id: k.id,
    name: k.name,
    prefix: k.prefix,
    modules: k.modules as ApiKeyDto['modules'],
    ipAllow: k.ipAllow,
    bookingCap: k.bookingCap === null ? null : toMajor(k.bookingCap),
    dailyCap: k.dailyCap === null ? null : toMajor(k.dailyCap),
    sandbox: k.sandbox,
    status: k.status,
    createdAt: k.createdAt.toISOString(),
    rotatedAt: k.rotatedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    usage,
  };
}

/** What the audit trail keeps of a key (never its secret or its hash). */
const auditedOf = (k: KeyRow) => ({
  name: k.name,
  prefix: k.prefix,
  modules: k.modules,
  ipAllow: k.ipAllow,
  bookingCap: k.bookingCap,
  dailyCap: k.dailyCap,
  sandbox: k.sandbox,
  status: k.status,
});

const newSecret = (sandbox: boolean) =>
  `${apiKeySecretPrefix(sandbox)}${randomBytes(32).toString('base64url')}`;

/**
 * An agency's API keys (issue 39): its owner or a manager creates them (the secret is answered once and
 * only its SHA-256 kept), rotates them (a new secret; the old one stops at once on every node) and
 * revokes them. Every change is audited in its transaction and bumps the `auth` counter (trigger).
 */
export function apiKeysService(deps: AppDeps) {
  const { db } = deps.database;

  async function usageOf(keys: readonly KeyRow[]): Promise<Map<string, Usage>> {
    const ids = keys.map((k) => k.id);
    const out = new Map<string, Usage>(ids.map((id) => [id, { calls: 0, errors: 0, bookings: 0 }]));
    if (ids.length === 0) return out;
    const since = new Date(deps.clock.now().getTime() - USAGE_DAYS * 86_400_000);
    const calls = await db
      .select({
        keyId: apiKeyUsage.keyId,
        calls: sql<number>`sum(${apiKeyUsage.calls})::int`,
        errors: sql<number>`sum(${apiKeyUsage.errors})::int`,
      })
      .from(apiKeyUsage)
      .where(and(inArray(apiKeyUsage.keyId, ids), gte(apiKeyUsage.day, since.toISOString().slice(0, 10))))
      .groupBy(apiKeyUsage.keyId);
    for (const c of calls) Object.assign(out.get(c.keyId)!, { calls: c.calls, errors: c.errors });
    const booked = await db
      .select({ keyId: bookingOrders.bookedBy, n: count() })
      .from(bookingOrders)
      .where(and(inArray(bookingOrders.bookedBy, ids), gte(bookingOrders.createdAt, since)))
      .groupBy(bookingOrders.bookedBy);
    for (const b of booked) if (b.keyId) out.get(b.keyId)!.bookings = b.n;
    return out;
  }

  async function list(agentId: string): Promise<ApiKeyDto[]> {
    const rows = await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.agentId, agentId))
      .orderBy(asc(apiKeys.createdAt), asc(apiKeys.name));
    const usage = await usageOf(rows);
    return rows.map((r) => dtoOf(r, usage.get(r.id)!));
  }

  /** The agency's modules now: a key may be given only those. */
  async function agencyModules(tx: DbOrTx, agentId: string): Promise<ModuleName[]> {
    const [row] = await tx
      .select({ parentId: agents.parentId, own: agentConfigurations })
      .from(agents)
      .leftJoin(agentConfigurations, eq(agentConfigurations.agentId, agents.id))
      .where(eq(agents.id, agentId));
    if (!row) throw notFound('Agent');
    if (!row.parentId) return openModules(row.own);
    const [parent] = await tx
      .select()
      .from(agentConfigurations)
      .where(eq(agentConfigurations.agentId, row.parentId));
    return openModules(row.own, parent ?? null);
  }

  async function create(
    who: ActingAs,
    agentId: string,
    input: CreateApiKeyBody,
  ): Promise<ApiKeySecretAnswer> {
    const body = createApiKeyBody.parse(input);
    const now = deps.clock.now();
    const secret = newSecret(body.sandbox);
    const createdBy = who.actor.kind === 'agency' ? who.actor.userId : null;
    const row = await db.transaction(async (tx) => {
      const open = await agencyModules(tx, agentId);
      const closed = body.modules.filter((m) => !open.includes(m));
      if (closed.length > 0)
        throw badRequest(`Your agency does not have ${closed.map((m) => moduleByName(m).label).join(', ')}`, {
          modules: ['Choose among your agency’s modules'],
        });
      const actingAgentId = body.sandbox ? await sandboxTwinOf(deps, tx, agentId) : agentId;
      const [inserted] = await tx
        .insert(apiKeys)
        .values({
          agentId,
          actingAgentId,
          name: body.name,
          prefix: apiKeyDisplayPrefix(secret),
          secretHash: sha256Hex(secret),
          modules: [...new Set(body.modules)],
          ipAllow: [...new Set(body.ipAllow)],
          bookingCap: minorOrNull(body.bookingCap),
          dailyCap: minorOrNull(body.dailyCap),
          sandbox: body.sandbox,
          createdBy,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('api key not inserted');
      await recordAudit(tx, who, {
        kind: 'api-key.create',
        object: { type: 'api-key', id: inserted.id },
        agentId,
        before: null,
        after: auditedOf(inserted),
      });
      return inserted;
    });
    return { key: dtoOf(row, { calls: 0, errors: 0, bookings: 0 }), secret };
  }

  async function change(
    who: ActingAs,
    agentId: string,
    id: string,
    kind: 'rotate' | 'revoke',
  ): Promise<{ row: KeyRow; secret: string | null }> {
    const now = deps.clock.now();
    noteLocalChange();
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.agentId, agentId)))
        .for('update');
      if (!before) throw notFound('API key');
      if (before.status === 'revoked') throw conflict('This API key is revoked');
      const secret = kind === 'rotate' ? newSecret(before.sandbox) : null;
      const [after] = await tx
        .update(apiKeys)
        .set(
          secret
            ? { secretHash: sha256Hex(secret), prefix: apiKeyDisplayPrefix(secret), rotatedAt: now }
            : { status: 'revoked', revokedAt: now },
        )
        .where(eq(apiKeys.id, id))
        .returning();
      if (!after) throw notFound('API key');
      await recordAudit(tx, who, {
        kind: `api-key.${kind}`,
        object: { type: 'api-key', id },
        agentId,
        before: auditedOf(before),
        after: { ...auditedOf(after), ...(secret ? { rotatedAt: now.toISOString() } : {}) },
      });
      return { row: after, secret };
    });
  }

  async function withUsage(row: KeyRow): Promise<ApiKeyDto> {
    return dtoOf(row, (await usageOf([row])).get(row.id)!);
  }

  return {
    list,
    create,
    async rotate(who: ActingAs, agentId: string, id: string): Promise<ApiKeySecretAnswer> {
      const { row, secret } = await change(who, agentId, id, 'rotate');
      return { key: await withUsage(row), secret: secret! };
    },
    async revoke(who: ActingAs, agentId: string, id: string): Promise<ApiKeyDto> {
      return withUsage((await change(who, agentId, id, 'revoke')).row);
    },
  };
}
