import { eq } from 'drizzle-orm';
import { agentConfigurations, type DbOrTx } from '@portal/db';
import { forbidden } from '../../lib/app-error.ts';

/** a2a is a module an agent may not have (showA2a): the API refuses it like the web gate does. */
export async function assertA2aEnabled(db: DbOrTx, agentId: string): Promise<void> {
  const [config] = await db
    .select({ on: agentConfigurations.showA2a })
    .from(agentConfigurations)
    .where(eq(agentConfigurations.agentId, agentId));
  if (!config?.on) throw forbidden('A2A is not enabled for your account');
}
