import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agentConfigurations, agents, sandboxAgencies, type Tx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sandboxAllowed } from '../../suppliers/sandbox.ts';
import { walletService } from '../wallet/wallet.service.ts';

/** The credit a sandbox twin books with (minor units): AED 100,000, credit only, never real money. */
export const SANDBOX_CREDIT = 10_000_000;
export const SANDBOX_UNAVAILABLE =
  'Sandbox keys are served only where the sandbox suppliers run (this deployment is not a sandbox)';

/**
 * The agency's sandbox twin (ADR 0021): an agent account of its own that sandbox keys book for, with the
 * agency's module flags, its own wallet on a sandbox credit line (no balance: nothing is ever paid in),
 * and no users who could sign in (a random password nobody knows). Its bookings go through the same core,
 * pricing, ledger and idempotency as real ones, and never touch the agency's wallet. Created with the
 * agency's first sandbox key; refused where sandboxes may not run (suppliers/sandbox.ts), because there
 * the only supplier left is the company's own inventory, which a play-money booking must not take.
 */
export async function sandboxTwinOf(deps: AppDeps, tx: Tx, agentId: string): Promise<string> {
  if (!sandboxAllowed(deps.env)) throw new AppError('UNPROCESSABLE', SANDBOX_UNAVAILABLE);
  const [known] = await tx
    .select({ twinId: sandboxAgencies.twinId })
    .from(sandboxAgencies)
    .where(eq(sandboxAgencies.agentId, agentId));
  if (known) return known.twinId;
  const [agency] = await tx.select().from(agents).where(eq(agents.id, agentId));
  if (!agency) throw notFound('Agent');
  const [config] = await tx
    .select()
    .from(agentConfigurations)
    .where(eq(agentConfigurations.agentId, agentId));
  const [twin] = await tx
    .insert(agents)
    .values({
      role: 'reseller',
      parentId: null,
      status: 'ok',
      companyName: `${agency.companyName} (sandbox)`,
      address: agency.address,
      countryIsocode: agency.countryIsocode,
      city: agency.city,
      name: agency.name,
      designation: agency.designation,
      email: `sandbox-${agency.id}@sandbox.invalid`,
      phoneNumber: agency.phoneNumber,
      whatsappNumber: agency.whatsappNumber,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      randomString: randomBytes(24).toString('hex'),
      clientLanguage: agency.clientLanguage,
    })
    .returning({ id: agents.id });
  if (!twin) throw new Error('sandbox twin not created');
  if (config) {
    const { agentId: _own, ...flags } = config;
    await tx.insert(agentConfigurations).values({ ...flags, agentId: twin.id });
  }
  await tx.insert(sandboxAgencies).values({ agentId, twinId: twin.id });
  await walletService(deps).setCreditLimit(twin.id, SANDBOX_CREDIT, tx, {
    reference: 'SANDBOX',
    by: { kind: 'sandbox' },
  });
  return twin.id;
}
