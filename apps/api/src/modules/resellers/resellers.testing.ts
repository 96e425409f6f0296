import type { AppDeps } from '../../deps.ts';
import { createTestAgent, type TestAgentOptions } from '../auth/auth.fixtures.ts';
import { issueSession } from '../auth/sessions.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { createAdminToken } from '../wallet/wallet.testing.ts';

/** Test helpers for the reseller hierarchy (any module's integration tests may use them). */
export interface TestAgent {
  id: string;
  email: string;
  agentCode: number;
  token: string;
}

export async function createAgentWithToken(
  deps: AppDeps,
  options: TestAgentOptions & { balance?: number; creditLimit?: number } = {},
): Promise<TestAgent> {
  const { balance, creditLimit, ...agentOptions } = options;
  const agent = await createTestAgent(deps, agentOptions);
  const wallet = walletService(deps);
  if (balance)
    await wallet.credit({
      agentId: agent.id,
      amount: balance,
      kind: 'opening_balance',
      reference: 'OPENING',
      description: 'Opening balance',
    });
  if (creditLimit) await wallet.setCreditLimit(agent.id, creditLimit);
  const token = await issueSession(deps, deps.database.db, 'agent', agent.id, {});
  return { id: agent.id, email: agent.email, agentCode: agent.agentCode, token };
}

export function createSubAgentOf(
  deps: AppDeps,
  parent: { id: string },
  options: TestAgentOptions & { balance?: number } = {},
): Promise<TestAgent> {
  return createAgentWithToken(deps, { role: 'sub-agent', parentId: parent.id, ...options });
}

export interface Hierarchy {
  /** Reseller A and its sub-agent; reseller B and its sub-agent; an admin token. */
  resellerA: TestAgent;
  subOfA: TestAgent;
  resellerB: TestAgent;
  subOfB: TestAgent;
  admin: string;
}

export async function createHierarchy(deps: AppDeps, balanceOfA = 0): Promise<Hierarchy> {
  const resellerA = await createAgentWithToken(deps, { balance: balanceOfA });
  const resellerB = await createAgentWithToken(deps);
  return {
    resellerA,
    subOfA: await createSubAgentOf(deps, resellerA),
    resellerB,
    subOfB: await createSubAgentOf(deps, resellerB),
    admin: await createAdminToken(deps),
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export const NEW_SUB_AGENT = {
  companyName: 'Falcon Deira Branch',
  address: 'Shop 4, Deira City Centre',
  website: 'https://deira.example.test',
  country: 'AE',
  city: 'Dubai',
  name: 'Omar Haddad',
  designation: 'Branch Manager',
  email: 'omar.branch@example.test',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4568',
};
