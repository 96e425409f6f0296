import type { InjectOptions } from 'fastify';
import { createTestAgent } from './modules/auth/auth.fixtures.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the back office's agent routes: company staff only (agents 403). */
interface AgentAdminProbe {
  params?: Record<string, string>;
  body?: () => InjectOptions['payload'];
  alsoAllowed: 'admin'[];
  secrets: string[];
  ownerSees?: string;
}

const AGENTS = '/api/v1/admin/agents';

export function agentAdminFactories(testApp: () => TestApp) {
  /** A fresh agent per probe, never reseller A: the admin's call changes it (status, flags, limit). */
  const fresh = async (status: 'pending' | 'ok', body?: object): Promise<AgentAdminProbe> => {
    const agent = await createTestAgent(testApp().deps, { status, companyName: 'Matrix Admin Probe' });
    return {
      params: { id: agent.id },
      alsoAllowed: ['admin'],
      secrets: [agent.email],
      ...(body ? { body: () => body } : {}),
    };
  };

  const factories: Record<string, () => Promise<AgentAdminProbe>> = {
    [`GET ${AGENTS}`]: async () => ({ alsoAllowed: ['admin'], secrets: [] }),
    [`GET ${AGENTS}/:id`]: () => fresh('ok'),
    // A pending agent without documents: approving it takes a reason.
    [`PATCH ${AGENTS}/:id/status`]: () => fresh('pending', { status: 'ok', reason: 'Matrix approval' }),
    [`PATCH ${AGENTS}/:id/credit-limit`]: () => fresh('ok', { creditLimit: 100 }),
    [`PATCH ${AGENTS}/:id/pay-later-limit`]: () => fresh('ok', { payLaterLimit: 100 }),
    [`PATCH ${AGENTS}/:id/flags`]: () => fresh('ok', { showHotel: false }),
    [`POST ${AGENTS}/:id/password-reset`]: () => fresh('ok'),
  };
  return factories;
}
