import { eq } from 'drizzle-orm';
import { agentConfigurations, type DbOrTx } from '@portal/db';
import { forbidden } from '../../lib/app-error.ts';

/** Visas are a module an agent may not have (showVisa): its calls answer 403 then, like its pages. */
export async function assertVisaModule(db: DbOrTx, agentId: string): Promise<void> {
  const [row] = await db
    .select({ showVisa: agentConfigurations.showVisa })
    .from(agentConfigurations)
    .where(eq(agentConfigurations.agentId, agentId));
  if (row?.showVisa !== true) throw forbidden('Visas are not enabled for your account');
}
