import type { FastifyRequest } from 'fastify';
import type { Actor } from '@portal/domain';
import { AppError } from '../lib/app-error.ts';

/** Who is acting in this request (guide 4b "who did it"), with the address it came from. */
export interface ActingAs {
  actor: Actor;
  ip: string | null;
}

/** The actor of a signed-in request; services take it and pass it to the core and to `recordAudit`. */
export function actingAs(request: FastifyRequest): ActingAs {
  const caller = request.caller;
  if (!caller) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  const actor: Actor =
    caller.kind === 'admin'
      ? { kind: 'staff', adminId: caller.adminId }
      : caller.apiKey
        ? { kind: 'api-key', agentId: caller.agentId, keyId: caller.apiKey.id }
        : { kind: 'agency', agentId: caller.agentId, userId: caller.userId };
  return { actor, ip: request.ip ?? null };
}

/** The actor of work nobody asked for in a request: a job, recovery, a supplier callback, the CLI. */
export const systemActor = (name: string): ActingAs => ({ actor: { kind: 'system', name }, ip: null });

/** How an operator's name may look on the trail (an OS user name); anything else reads "unknown". */
const OPERATOR = /^[A-Za-z0-9._@-]{1,64}$/;

/**
 * The admin command line run by an operator: a system actor named `cli:<OS user>`, so the trail says who
 * typed the command (the command line has no staff sign-in).
 */
export const cliActor = (operator: string | null | undefined): ActingAs =>
  systemActor(`cli:${operator && OPERATOR.test(operator) ? operator : 'unknown'}`);

/** A member of staff acting. */
export interface StaffActing extends ActingAs {
  actor: { kind: 'staff'; adminId: string };
}

/** The actor of a staff route (`auth: 'admin'`): a member of staff, typed so. */
export function staffActing(request: FastifyRequest): StaffActing {
  const caller = request.caller;
  if (caller?.kind !== 'admin') throw new AppError('FORBIDDEN', 'Only company staff may do this');
  return { actor: { kind: 'staff', adminId: caller.adminId }, ip: request.ip ?? null };
}
