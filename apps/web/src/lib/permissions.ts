import { can, type AgencyPermission } from '@portal/domain';
import type { AgentRecord } from '@portal/contracts';
import { useAppSelector } from '../app/store';

/**
 * Whether the signed-in agency user may do something: the same `can` the API asks (domain
 * access/permissions.ts), with the permissions its session answer (login, getReseller) carries. The web
 * app hides what the API would refuse (403); the API stays the judge. A record without its user (one
 * stored before users existed) is the owner's, as the API reads a session without a user.
 */
export function agentCan(
  agent: Pick<AgentRecord, 'user'> | null | undefined,
  permission: AgencyPermission,
): boolean {
  if (!agent) return false;
  if (!agent.user) return true;
  return can(agent.user.permissions as AgencyPermission[], permission);
}

/** `agentCan` for the signed-in agent of the session. */
export function useCan(): (permission: AgencyPermission) => boolean {
  const agent = useAppSelector((s) => s.session.agent);
  return (permission) => agentCan(agent, permission);
}
