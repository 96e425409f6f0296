import { boundedCache } from '../lib/bounded-cache.ts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { admins, agencyUsers, agentConfigurations, agents, sessions } from '@portal/db';
import {
  can,
  isAgentApiRoute,
  looksLikeApiKey,
  moduleByName,
  moduleForApiPath,
  openModules,
  permissionDenied,
  permissionsOf,
  staffRoleNames,
  type AgencyRole,
  type ModuleName,
  type Permission,
  type StaffRole,
} from '@portal/domain';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { AppDeps } from '../deps.ts';
import { callerCache } from './caller-cache.ts';
import { apiKeyToucher, resolveApiKey, type ApiKeyOfCaller } from './api-key-auth.ts';
import { registerApiKeyGuards } from './api-key-guards.ts';

/** Who may call a route. Every /api/v1 route must declare one (checked at registration). */
export type RouteAuth = 'public' | 'agent' | 'reseller' | 'admin' | 'agent-or-admin';

export type Caller =
  | {
      kind: 'agent';
      agentId: string;
      role: 'reseller' | 'sub-agent';
      parentId: string | null;
      sessionId: string;
      /** The modules it may use: its flags, narrowed by its parent's (the module guard reads them). */
      modules: readonly ModuleName[];
      /** What its user's role (and grants) allow (domain access/permissions.ts). */
      permissions: ReadonlySet<Permission>;
      /** The agency user signed in (agency_users.id) and its role. */
      userId: string;
      userRole: AgencyRole;
      /** The most one booking paid from the wallet may cost (minor units); null: no limit. */
      bookingLimit: number | null;
      /** Set when an API key calls (issue 39): the key acts as a user of its own (`userId` is its id). */
      apiKey?: ApiKeyOfCaller;
    }
  | {
      kind: 'admin';
      adminId: string;
      sessionId: string;
      roles: readonly StaffRole[];
      permissions: ReadonlySet<Permission>;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * The permission the caller's role must grant (domain access/permissions.ts), checked before the body.
     * Every agent and reseller route declares one; 'own-account' marks the few every user may call for
     * itself (its sign-out, its own profile and password).
     */
    permission?: Permission | 'own-account';
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The credential of a request: a bearer token (a session's or an API key), else an `X-Api-Key` header. */
export function credentialOf(request: FastifyRequest): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const key = request.headers['x-api-key'];
  return typeof key === 'string' && key.length > 0 ? key.trim() : null;
}

const parentConfigurations = alias(agentConfigurations, 'parent_configurations');
const parents = alias(agents, 'parent');

/** Resolves a bearer token to a live caller: valid signature, live session, active subject. */
export async function resolveCaller(
  deps: AppDeps,
  tokens: TokenService,
  token: string,
): Promise<Caller | null> {
  return (await resolveSession(deps, tokens, token))?.caller ?? null;
}

/**
 * The caller of a token and when its session ends (how long caller-cache.ts may keep it). An agent
 * calls only while it and its parent (a sub-agent's reseller) have status ok: a disabled agency's
 * sub-agents are refused until it is enabled again. One query; cached, so it runs once per token until
 * the `auth` counter moves (any status change of any agent empties every node's cache).
 */
export async function resolveSession(
  deps: AppDeps,
  tokens: TokenService,
  token: string,
): Promise<{ caller: Caller; expiresAt: Date } | null> {
  const now = deps.clock.now();
  const claims = await tokens.verify(token, now);
  if (!claims) return null;
  const { db } = deps.database;
  const live = and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  if (claims.kind === 'agent') {
    const [row] = await db
      .select({
        id: agents.id,
        role: agents.role,
        parentId: agents.parentId,
        status: agents.status,
        parentStatus: parents.status,
        expiresAt: sessions.expiresAt,
        own: agentConfigurations,
        parent: parentConfigurations,
        userId: agencyUsers.id,
        userRole: agencyUsers.role,
        userStatus: agencyUsers.status,
        bookingLimit: agencyUsers.bookingLimit,
        grants: agencyUsers.grants,
      })
      .from(sessions)
      .innerJoin(agents, eq(agents.id, sessions.subjectId))
      // The session's user; a session opened without one (tests, tools) is the owner's.
      .innerJoin(
        agencyUsers,
        and(
          eq(agencyUsers.agentId, agents.id),
          or(
            eq(agencyUsers.id, sessions.userId),
            and(isNull(sessions.userId), eq(agencyUsers.role, sql`'owner'`)),
          ),
        ),
      )
      .leftJoin(parents, eq(parents.id, agents.parentId))
      .leftJoin(agentConfigurations, eq(agentConfigurations.agentId, agents.id))
      .leftJoin(parentConfigurations, eq(parentConfigurations.agentId, agents.parentId))
      .where(and(live, eq(sessions.subjectKind, 'agent'), eq(sessions.subjectId, claims.sub)));
    if (!row || row.status !== 'ok' || row.userStatus !== 'active') return null;
    if (row.parentId !== null && row.parentStatus !== 'ok') return null;
    return {
      caller: {
        kind: 'agent',
        agentId: row.id,
        role: row.role,
        parentId: row.parentId,
        sessionId: claims.sid,
        modules: openModules(row.own, row.parentId ? row.parent : undefined),
        permissions: permissionsOf([row.userRole], row.grants as Permission[]),
        userId: row.userId,
        userRole: row.userRole,
        bookingLimit: row.userRole === 'owner' ? null : row.bookingLimit,
      },
      expiresAt: row.expiresAt,
    };
  }
  const [row] = await db
    .select({ id: admins.id, active: admins.active, roles: admins.roles, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.subjectId))
    .where(and(live, eq(sessions.subjectKind, 'admin'), eq(sessions.subjectId, claims.sub)));
  if (!row?.active) return null;
  const roles = row.roles.filter((r): r is StaffRole => (staffRoleNames as string[]).includes(r));
  return {
    caller: {
      kind: 'admin',
      adminId: row.id,
      sessionId: claims.sid,
      roles,
      permissions: permissionsOf(roles),
    },
    expiresAt: row.expiresAt,
  };
}

/** How often a session's last use is written (the sessions page): at most once a minute per session and node. */
export const SESSION_TOUCH_MS = 60_000;

/** Notes a session's last use, throttled in memory so a signed-in request rarely writes. */
function sessionToucher(deps: AppDeps) {
  const written = boundedCache<string, number>('session-touches', {
    maxEntries: 50_000,
    maxBytes: 50_000 * 120,
    sizeOf: () => 120,
  });
  return async (sessionId: string): Promise<void> => {
    const now = deps.clock.now();
    const last = written.get(sessionId);
    if (last !== undefined && now.getTime() - last < SESSION_TOUCH_MS) return;
    written.set(sessionId, now.getTime());
    // last_used_at is not among the columns whose change empties the caller caches (migration 0007).
    await deps.database.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  };
}

/** Every /api/v1 route as registered (method, url, auth): the authorization matrix test reads it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  /** The module whose flag the route needs (module registry), null for routes every agent has. */
  module: ModuleName | null;
  /** The permission the caller's role must grant, null when the route's `auth` alone decides. */
  permission: Permission | null;
  /** Declared 'own-account': every user of an agency may call it for itself. */
  ownAccount: boolean;
  /** The Agent API (issue 39): an API key may call it. */
  agentApi: boolean;
}
export const registeredRoutes: RegisteredRoute[] = [];

export function registerAuth(app: FastifyInstance, deps: AppDeps, tokens: TokenService): void {
  app.decorateRequest('caller', null);
  // Verified tokens and their sessions from memory; a revocation anywhere empties it (caller-cache.ts).
  const callers = callerCache(deps, (token) =>
    looksLikeApiKey(token) ? resolveApiKey(deps, token) : resolveSession(deps, tokens, token),
  );
  const touchSession = sessionToucher(deps);
  const touchKey = apiKeyToucher(deps);
  const keyGuards = registerApiKeyGuards(app, deps);

  // onRequest: who is calling is settled before the body is parsed or validated, so a caller without
  // access gets 401/403, never a 400 that would reveal the route's input rules. The hook goes only on
  // routes that need a caller, first among their own hooks (before a rate limit counts the request):
  // public routes (most reads) run no auth code at all.
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    const declared = route.config?.permission;
    const permission = declared === 'own-account' ? null : (declared ?? null);
    // The module guard: a route of a module (module registry, by path) refuses an agent without it.
    const module = route.url.startsWith('/api/v1/')
      ? moduleForApiPath(route.url.slice('/api/v1'.length))
      : null;
    const agentApi =
      auth !== undefined && auth !== 'public' && auth !== 'admin' && isAgentApiRoute(module, permission);
    if (agentApi) keyGuards.describe(route);
    if (route.url.startsWith('/api/v1/')) {
      if (!auth) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.auth`);
      // Every staff route names the permission it needs (issue 33): a route without one is a bug, not a default.
      if (auth === 'admin' && !permission)
        throw new Error(
          `Staff route ${String(route.method)} ${route.url} does not declare config.permission`,
        );
      // An agency's users have roles: a route they may call says which permission it needs.
      if ((auth === 'agent' || auth === 'reseller' || auth === 'agent-or-admin') && !declared)
        throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.permission`);
      for (const method of [route.method].flat()) {
        if (!registeredRoutes.some((r) => r.method === method && r.url === route.url))
          registeredRoutes.push({
            method,
            url: route.url,
            auth,
            module,
            permission,
            ownAccount: declared === 'own-account',
            agentApi,
          });
      }
    }
    if (!auth || auth === 'public') return;
    const hook: onRequestAsyncHookHandler = async (request, reply) => {
      await authenticate(request, auth);
      // An API key calls the Agent API only, from its addresses, within its rate (api-key-guards.ts).
      if (request.caller?.kind === 'agent' && request.caller.apiKey)
        await keyGuards.check(request, reply, request.caller.apiKey, agentApi);
      if (module) assertModuleOpen(request.caller, module);
      // A route open to agents and staff asks the agency permission of agents only (staff read as staff).
      if (permission && !(auth === 'agent-or-admin' && request.caller?.kind === 'admin'))
        assertPermission(request.caller, permission);
    };
    route.onRequest = [hook, ...[route.onRequest ?? []].flat()];
  });

  async function authenticate(request: FastifyRequest, auth: Exclude<RouteAuth, 'public'>): Promise<void> {
    const token = credentialOf(request);
    if (!token) throw unauthorized('Sign in to continue', 'session.signIn');
    const caller = await callers.resolve(token);
    if (!caller)
      throw looksLikeApiKey(token)
        ? unauthorized('This API key is not valid: it is unknown, revoked or replaced')
        : unauthorized('Your session has ended, please sign in again', 'session.ended');
    request.caller = caller;
    if (caller.kind === 'agent' && caller.apiKey) await touchKey(caller.apiKey.id);
    else await touchSession(caller.sessionId);
    if (auth === 'agent-or-admin') return;
    if (auth === 'admin' && caller.kind !== 'admin') throw forbidden();
    if ((auth === 'agent' || auth === 'reseller') && caller.kind !== 'agent') throw forbidden();
    if (auth === 'reseller' && caller.kind === 'agent' && caller.role !== 'reseller')
      throw forbidden('Only a reseller can do this');
  }
}

/**
 * The module guard's rule: an agent may use a module only when its flags (and its parent's) open it;
 * staff are not limited by agents' modules. Applied to every route of a module by registerAuth; a
 * route serving several modules (one delete for hotel and attraction markups) calls it once it knows.
 */
export function assertModuleOpen(caller: Caller | null, module: ModuleName): void {
  if (caller?.kind === 'agent' && !caller.modules.includes(module))
    throw forbidden(moduleByName(module).denied);
}

/**
 * The role check (guide 4b): the caller's roles must grant the permission. Applied by registerAuth to every
 * route that declares `config.permission`; a service whose rule depends on the object (a booker's limit)
 * calls it once it knows. A permission of the other side (a staff permission asked of an agent) is refused.
 */
export function assertPermission(caller: Caller | null, permission: Permission): void {
  if (!caller || !can(caller.permissions, permission)) throw forbidden(permissionDenied(permission));
}

/** The signed-in agent of a route declared `agent` or `reseller`. */
export function agentOf(request: FastifyRequest): Extract<Caller, { kind: 'agent' }> {
  const caller = request.caller;
  if (caller?.kind !== 'agent') throw unauthorized('Sign in to continue', 'session.signIn');
  return caller;
}

export function adminOf(request: FastifyRequest): Extract<Caller, { kind: 'admin' }> {
  const caller = request.caller;
  if (caller?.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only company staff can do this');
  return caller;
}
