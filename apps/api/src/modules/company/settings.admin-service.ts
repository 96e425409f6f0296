import { and, eq, sql } from 'drizzle-orm';
import { company } from '@portal/db';
import { CHAT_MODULES, type CompanySettingsInput } from '@portal/contracts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadCompanyConfig } from './company.service.ts';

/**
 * The company settings agents see (issue 34), kept in the company row that GET /company/config serves.
 * The row's statement trigger bumps the `reference` topic, so every node's cached configuration follows.
 */
export async function companySettings(deps: AppDeps): Promise<CompanySettingsInput> {
  const db = deps.database.db;
  const config = await loadCompanyConfig(db);
  const [row] = await db.select({ version: company.version }).from(company).where(eq(company.id, 1));
  return {
    contactEmail: config.contactEmail,
    enquiryEmail: config.enquiryEmail,
    postalAddress: config.postalAddress,
    phoneNumbers: config.phoneNumbers,
    whatsappNumber: config.whatsappNumber,
    chatNumbers: Object.fromEntries(
      CHAT_MODULES.map((m) => [m, config.whatsappDetails[m]?.phoneNumber ?? config.whatsappNumber]),
    ) as CompanySettingsInput['chatNumbers'],
    socialLinks: config.socialLinks,
    arabicDigits: config.arabicDigits,
    version: row?.version ?? 0,
  };
}

export async function saveCompanySettings(
  deps: AppDeps,
  who: ActingAs,
  input: CompanySettingsInput,
): Promise<CompanySettingsInput> {
  const before = await companySettings(deps);
  const { version, chatNumbers, ...rest } = input;
  const patch = {
    ...rest,
    whatsappDetails: Object.fromEntries(Object.entries(chatNumbers).map(([m, n]) => [m, { phoneNumber: n }])),
  };
  await deps.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(company)
      .set({
        data: sql`${company.data} || ${JSON.stringify(patch)}::jsonb`,
        version: sql`${company.version} + 1`,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(company.id, 1), eq(company.version, version)))
      .returning({ id: company.id });
    if (updated.length === 0)
      throw new AppError(
        'CONFLICT',
        'The company settings were changed by someone else since you opened them: reload and make your change again',
      );
    const { version: _v, ...old } = before;
    void _v;
    await recordAudit(tx, who, {
      kind: 'company.settings',
      object: { type: 'company', id: '1' },
      before: old,
      after: { ...rest, chatNumbers },
    });
  });
  return companySettings(deps);
}
