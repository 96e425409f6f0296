/**
 * Who did it (guide 4b): the actor travels with the request (or job) and the core writes it on every
 * order event, ledger entry, change and audit row. Modules never remember it themselves.
 */
export type Actor =
  /** A person of an agency; `userId` is null until the agency has users (the agency account itself). */
  | { kind: 'agency'; agentId: string; userId: string | null }
  /** An agency's API key, acting for the agency. */
  | { kind: 'api-key'; agentId: string; keyId: string }
  /** A member of the company's staff. */
  | { kind: 'staff'; adminId: string }
  /** The system: a scheduled job, recovery, a supplier callback. */
  | { kind: 'system'; name: string };

/** The id stored with a row (actor_id) for an actor: its user, key, staff id or null for the system. */
export function actorId(actor: Actor): string | null {
  switch (actor.kind) {
    case 'agency':
      return actor.userId ?? actor.agentId;
    case 'api-key':
      return actor.keyId;
    case 'staff':
      return actor.adminId;
    case 'system':
      return null;
  }
}

/** The agency an actor acts for (null for staff and the system). */
export function actorAgency(actor: Actor): string | null {
  return actor.kind === 'agency' || actor.kind === 'api-key' ? actor.agentId : null;
}
