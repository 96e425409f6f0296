import type { Caller } from '../plugins/auth.ts';
import { forbidden, notFound } from '../lib/app-error.ts';

/** Who owns an object: the agent, and that agent's parent when it is a sub-agent. */
export interface Owner {
  agentId: string;
  /** The owner's parent (a sub-agent's reseller); needed for `allowParent`. */
  parentId?: string | null;
}

/** What the caller wants to do with the object: read it, or change it (the default). */
export type Access = 'read' | 'write';

export interface AccessOptions {
  /** The owner's parent reseller may act on it too (sub-agent management, where the spec says so). */
  allowParent?: boolean;
  /**
   * The owner's parent reseller may read it but not change it (the branch view: a reseller sees its
   * sub-agents' bookings read-only). Applies when `access` is 'read'.
   */
  parentReads?: boolean;
  /** Read or write (default 'write': a read-only grant never lets a change through by omission). */
  access?: Access;
  /** Company staff may act on it (default true). */
  allowAdmin?: boolean;
  /** Name in the 404 message ("Sub-agent", "Deposit", ...). */
  what?: string;
}

type AgentCaller = Extract<Caller, { kind: 'agent' }>;

/** An agent as the branch view needs it: a signed-in agent Caller, or a buyer built from one. */
export interface AgentRef {
  agentId: string;
  role: 'reseller' | 'sub-agent';
}

/** The agent behind a caller or buyer; null for staff and nobody. */
export function agentRefOf(who: Caller | AgentRef | null | undefined): AgentRef | null {
  if (!who || ('kind' in who && who.kind !== 'agent')) return null;
  return who;
}

const ownerOf = (owner: string | Owner): Owner => (typeof owner === 'string' ? { agentId: owner } : owner);

/**
 * The one answer to "may this caller read or change this object": its owner, the owner's parent
 * reseller when allowed, or an admin. Pure: the caller passes what it loaded.
 */
export function mayAccess(
  who: Caller | AgentRef | null,
  owner: string | Owner,
  options: AccessOptions = {},
): boolean {
  if (!who) return false;
  if ('kind' in who && who.kind === 'admin') return options.allowAdmin !== false;
  const caller = who;
  const o = ownerOf(owner);
  if (o.agentId === caller.agentId) return true;
  const parentGrant = options.allowParent || (options.parentReads && options.access === 'read');
  return Boolean(parentGrant && caller.role === 'reseller' && o.parentId && o.parentId === caller.agentId);
}

/**
 * Is the caller the owner's parent reseller reading through the branch view (not the owner, not
 * staff)? Such a reader sees what the sub-agent paid, never the sub-agent's own client prices.
 */
export function isParentReader(who: Caller | AgentRef | null, owner: string | Owner): boolean {
  const o = ownerOf(owner);
  const caller = agentRefOf(who);
  return (
    caller?.role === 'reseller' &&
    o.agentId !== caller.agentId &&
    Boolean(o.parentId) &&
    o.parentId === caller.agentId
  );
}

/**
 * Throws 404 (never 403) when the caller may not touch the object, so ids of other agents' objects
 * cannot be probed: "not yours" and "does not exist" answer the same.
 */
export function assertAgentOwns(
  caller: Caller | AgentRef | null,
  owner: string | Owner,
  options: AccessOptions = {},
): void {
  if (!mayAccess(caller, owner, options)) throw notFound(options.what ?? 'Object');
}

/** Same, for an object that may not exist: null/undefined answers the same 404. */
export function assertFound<T extends Owner>(
  caller: Caller | AgentRef | null,
  object: T | null | undefined,
  options: AccessOptions = {},
): T {
  if (!object || !mayAccess(caller, object, options)) throw notFound(options.what ?? 'Object');
  return object;
}

/** Role checks (a sub-agent calling a reseller-only action) answer 403: the role is no secret. */
export function assertReseller(caller: Caller | null): AgentCaller {
  if (caller?.kind !== 'agent' || caller.role !== 'reseller') throw forbidden('Only a reseller can do this');
  return caller;
}

/**
 * May `caller` manage the agent `target` as its sub-agent? Only the target's own parent reseller,
 * or an admin. The target must be a sub-agent.
 */
export function maySubAgentManage(
  caller: Caller | null,
  target: { id: string; role: string; parentId: string | null } | null | undefined,
): boolean {
  if (!caller || !target || target.role !== 'sub-agent') return false;
  if (caller.kind === 'admin') return true;
  return caller.role === 'reseller' && target.parentId === caller.agentId;
}
