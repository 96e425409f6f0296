import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { admins, agentConfigurations, agents, type WhatsappDetails } from '../schema/index.ts';
import { COMPANY_CONFIG } from './company-config.ts';

export const DEMO_PASSWORD = 'Demo#2026pass';

export const DEMO_ACCOUNTS = [
  { email: 'reseller@demo.test', what: 'approved reseller, every module on' },
  { email: 'subagent@demo.test', what: 'sub-agent of the reseller' },
  { email: 'denied@demo.test', what: 'approved, every module off (entry denied)' },
  { email: 'pending@demo.test', what: 'registered, waiting for verification' },
  {
    email: 'admin@demo.test',
    what: 'company staff: the back office at /admin, the admin API and command line',
  },
] as const;

const allFlags = (on: boolean) => ({
  showAttraction: on,
  showHotel: on,
  showFlight: on,
  showVisa: on,
  showA2a: on,
  showQuotaion: on,
  showInsurance: on,
});

function agency(email: string, company: string, name: string) {
  return {
    email,
    companyName: company,
    address: 'Office 301, Al Fahidi Street, Bur Dubai',
    countryIsocode: 'AE',
    city: 'Dubai',
    name,
    designation: 'Travel Consultant',
    phoneNumber: '+971 4 555 0101',
    whatsappNumber: '+971 50 555 0101',
    randomString: randomBytes(16).toString('hex'),
  };
}

/** Demo sign-ins (all with DEMO_PASSWORD). Idempotent: existing accounts are left as they are. */
export async function seedDemo(db: Db, hashPassword: (pw: string) => Promise<string>): Promise<void> {
  // Every start calls this: skip the (deliberately slow) argon2 hash when all accounts exist already.
  const agentEmails = DEMO_ACCOUNTS.map((a) => a.email).filter((e) => e !== 'admin@demo.test');
  const [present] = await db.select({ n: count() }).from(agents).where(inArray(agents.email, agentEmails));
  const [admin] = await db.select({ n: count() }).from(admins).where(eq(admins.email, 'admin@demo.test'));
  if (present?.n === agentEmails.length && admin?.n === 1) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const whatsappDetails: WhatsappDetails = { ...COMPANY_CONFIG.whatsappDetails };
  await db.transaction(async (tx) => {
    const upsertAgent = async (
      values: typeof agents.$inferInsert,
      flags: ReturnType<typeof allFlags> | null,
    ) => {
      const [existing] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(eq(agents.email, values.email));
      if (existing) return existing.id;
      const [row] = await tx.insert(agents).values(values).returning({ id: agents.id });
      if (!row) throw new Error('demo agent not created');
      if (flags) await tx.insert(agentConfigurations).values({ agentId: row.id, ...flags });
      return row.id;
    };
    const resellerId = await upsertAgent(
      {
        ...agency('reseller@demo.test', 'Falcon Travels LLC', 'Aisha Rahman'),
        passwordHash,
        status: 'ok',
        whatsappDetails,
      },
      allFlags(true),
    );
    await upsertAgent(
      {
        ...agency('subagent@demo.test', 'Falcon Travels - Deira Branch', 'Omar Haddad'),
        passwordHash,
        status: 'ok',
        role: 'sub-agent',
        parentId: resellerId,
        whatsappDetails,
      },
      allFlags(true),
    );
    await upsertAgent(
      {
        ...agency('denied@demo.test', 'Closed Door Tours', 'Denise Ward'),
        passwordHash,
        status: 'ok',
        whatsappDetails,
      },
      allFlags(false),
    );
    await upsertAgent(
      {
        ...agency('pending@demo.test', 'Newcomer Holidays', 'Priya Nair'),
        passwordHash,
        status: 'pending',
        whatsappDetails,
      },
      allFlags(true),
    );
    await tx
      .insert(admins)
      .values({ email: 'admin@demo.test', name: 'Company Admin', passwordHash })
      .onConflictDoNothing();
  });
}
