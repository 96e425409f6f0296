import { eq } from 'drizzle-orm';
import { agentConfigurations, type DbOrTx } from '@portal/db';
import { forbidden } from '../../lib/app-error.ts';

/**
 * Quotations are a module an agent may not have (showQuotaion, spelt as the spec spells it): its
 * markup calls answer 403 then, as its pages are hidden.
 */
export async function assertQuotationModule(db: DbOrTx, agentId: string): Promise<void> {
  const [row] = await db
    .select({ showQuotaion: agentConfigurations.showQuotaion })
    .from(agentConfigurations)
    .where(eq(agentConfigurations.agentId, agentId));
  if (row?.showQuotaion !== true) throw forbidden('Quotations are not enabled for your account');
}
