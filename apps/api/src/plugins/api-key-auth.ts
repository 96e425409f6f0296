import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agentConfigurations, agents, apiKeys } from '@portal/db';
import {
  API_KEY_PERMISSIONS,
  isApiKeySecret,
  openModules,
  type ModuleName,
  type Permission,
} from '@portal/domain';
import { boundedCache } from '../lib/bounded-cache.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from './auth.ts';

/** What the auth hook needs of a key beyond the caller (its address list; the core reads its caps). */
export interface ApiKeyOfCaller {
  id: string;
  /** The agency that owns the key (a sandbox key books for its twin, `Caller.agentId`). */
  ownerId: string;
  ipAllow: readonly string[];
  sandbox: boolean;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const KEY_PERMISSIONS: ReadonlySet<Permission> = new Set(API_KEY_PERMISSIONS);
/** A key is re-read after caller-cache.ts's maximum age anyway; it has no end of its own. */
const NO_END = new Date(8.64e15);

const owners = alias(agents, 'key_owner');
const parents = alias(agents, 'key_parent');
const ownConfigurations = alias(agentConfigurations, 'key_owner_configurations');
const parentConfigurations = alias(agentConfigurations, 'key_parent_configurations');

/**
 * The caller of an API key (issue 39): the key acts as an agency user of its own (its id is the user
 * id its bookings, events and ledger entries record), with the key role (domain access/api-keys.ts) and
 * the key's modules narrowed to those its agency has now. Refused (null) when the secret is malformed or
 * unknown, the key is revoked, or its agency (or the agency's reseller) is not active. One query by the
 * secret's SHA-256 (unique index); cached like a session and forgotten on every node when the key or
 * its agency changes (`auth` counter, migration of api_keys).
 */
export async function resolveApiKey(
  deps: AppDeps,
  secret: string,
): Promise<{ caller: Caller; expiresAt: Date } | null> {
  if (!isApiKeySecret(secret)) return null;
  const [row] = await deps.database.db
    .select({
      key: apiKeys,
      ownerStatus: owners.status,
      ownerParentId: owners.parentId,
      parentStatus: parents.status,
      acting: { id: agents.id, role: agents.role, parentId: agents.parentId, status: agents.status },
      own: ownConfigurations,
      parent: parentConfigurations,
    })
    .from(apiKeys)
    .innerJoin(owners, eq(owners.id, apiKeys.agentId))
    .innerJoin(agents, eq(agents.id, apiKeys.actingAgentId))
    .leftJoin(parents, eq(parents.id, owners.parentId))
    .leftJoin(ownConfigurations, eq(ownConfigurations.agentId, owners.id))
    .leftJoin(parentConfigurations, eq(parentConfigurations.agentId, owners.parentId))
    .where(and(eq(apiKeys.secretHash, sha256Hex(secret)), eq(apiKeys.status, 'active')));
  if (!row || row.ownerStatus !== 'ok' || row.acting.status !== 'ok') return null;
  if (row.ownerParentId !== null && row.parentStatus !== 'ok') return null;
  const open = openModules(row.own, row.ownerParentId ? row.parent : undefined);
  const modules = row.key.modules.filter((m): m is ModuleName => open.includes(m as ModuleName));
  const apiKey: ApiKeyOfCaller = {
    id: row.key.id,
    ownerId: row.key.agentId,
    ipAllow: row.key.ipAllow,
    sandbox: row.key.sandbox,
  };
  return {
    caller: {
      kind: 'agent',
      agentId: row.acting.id,
      role: row.acting.role,
      parentId: row.acting.parentId,
      sessionId: `api-key:${row.key.id}`,
      modules,
      permissions: KEY_PERMISSIONS,
      userId: row.key.id,
      // The narrowest role of a person who books; the permissions above are what counts.
      userRole: 'booker',
      // The key's caps are the core's (bookings/core/api-key-caps.ts), for every payment method.
      bookingLimit: null,
      apiKey,
    },
    expiresAt: NO_END,
  };
}

/** How often a key's last use is written: at most once a minute per key and node. */
const KEY_TOUCH_MS = 60_000;

/** Notes a key's last use (the keys page), throttled in memory like a session's. */
export function apiKeyToucher(deps: AppDeps) {
  // A bounded cache like the sessions' (plugins/auth.ts), so that /metrics reports it with the others.
  const written = boundedCache<string, number>('api-key-touches', {
    maxEntries: 50_000,
    maxBytes: 50_000 * 120,
    sizeOf: () => 120,
  });
  return async (keyId: string): Promise<void> => {
    const now = deps.clock.now();
    const last = written.get(keyId);
    if (last !== undefined && now.getTime() - last < KEY_TOUCH_MS) return;
    written.set(keyId, now.getTime());
    await deps.database.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
  };
}
