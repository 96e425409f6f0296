import { eq } from 'drizzle-orm';
import { agents, type DbOrTx } from '@portal/db';
import { notFound } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AgentRef {
  id: string;
  email: string;
  agentCode: number;
  companyName: string;
}

/** True when `ref` is an agent id (a UUID) rather than an e-mail or agent code. */
export function isAgentId(ref: string): boolean {
  return UUID.test(ref.trim());
}

/** An agent by id, e-mail or agent code (admin commands and routes). */
export async function findAgentRef(db: DbOrTx, ref: string): Promise<AgentRef> {
  const text = ref.trim();
  const where = UUID.test(text)
    ? eq(agents.id, text.toLowerCase())
    : /^\d{1,9}$/.test(text)
      ? eq(agents.agentCode, Number(text))
      : eq(agents.email, text.toLowerCase());
  const [row] = await db
    .select({
      id: agents.id,
      email: agents.email,
      agentCode: agents.agentCode,
      companyName: agents.companyName,
    })
    .from(agents)
    .where(where);
  if (!row) throw notFound(`Agent "${text}"`);
  return row;
}
