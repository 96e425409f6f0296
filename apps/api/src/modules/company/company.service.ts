import { eq } from 'drizzle-orm';
import { company, COMPANY_CONFIG, type DbHandle, type DbOrTx } from '@portal/db';
import type { CompanyConfigDto } from '@portal/contracts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { versionedValue } from '../../lib/versioned-value.ts';

export type CompanyConfig = Omit<CompanyConfigDto, 'mapsApiKey'>;

/**
 * The company configuration of spec section 1: the stored row (editable by the company) over the
 * shipped defaults, so a field missing from an older row still has a value.
 */
export async function loadCompanyConfig(db: DbOrTx): Promise<CompanyConfig> {
  const [row] = await db.select({ data: company.data }).from(company).where(eq(company.id, 1));
  const stored = row?.data ?? {};
  const defaults: CompanyConfig = {
    ...COMPANY_CONFIG,
    phoneNumbers: [...COMPANY_CONFIG.phoneNumbers],
    socialLinks: { ...COMPANY_CONFIG.socialLinks },
    whatsappDetails: { ...COMPANY_CONFIG.whatsappDetails },
  };
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = merged[key];
    // A stored value replaces the default only when it has the same shape (a hand-edited row must not break the page).
    if (fallback !== undefined && sameKind(fallback, value)) merged[key] = value;
  }
  return merged as CompanyConfig;
}

function sameKind(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b);
  if (a === null || b === null) return false;
  return typeof a === typeof b;
}

const cachedConfig = versionedValue(['reference'], (database) => loadCompanyConfig(database.db));

/** The configuration from memory, rebuilt when the company row changes (on any node, see change-feed.ts). */
export function getCompanyConfig(database: DbHandle): MaybePromise<CompanyConfig> {
  return cachedConfig.get(database);
}
