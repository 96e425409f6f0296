import { desc, eq } from 'drizzle-orm';
import { companyTerms, type DbOrTx } from '@portal/db';
import type { CompanyTermsDto, CompanyTermsInput } from '@portal/contracts';
import { COMPANY_TERMS_PAGES, COMPANY_TERMS_TITLES, type CompanyTermsPage } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../bookings/core/repository.ts';

/**
 * The company's terms pages (issue 34): each save adds the page's next version (the history stays),
 * made against the version the member of staff opened, audited in the same transaction. A page never
 * written answers version 0 with an empty body.
 */
async function latest(db: DbOrTx, page: CompanyTermsPage): Promise<CompanyTermsDto> {
  const [row] = await db
    .select()
    .from(companyTerms)
    .where(eq(companyTerms.page, page))
    .orderBy(desc(companyTerms.version))
    .limit(1);
  return row
    ? { page, title: row.title, body: row.body, version: row.version, updatedAt: row.createdAt.toISOString() }
    : { page, title: COMPANY_TERMS_TITLES[page], body: '', version: 0, updatedAt: null };
}

export const findTerms = (deps: AppDeps, page: CompanyTermsPage) => latest(deps.database.db, page);

export const listTerms = (deps: AppDeps) =>
  Promise.all(COMPANY_TERMS_PAGES.map((page) => latest(deps.database.db, page)));

const changed = (title: string) =>
  conflict(
    `The page ${title} was changed by someone else since you opened it: reload and make your change again`,
  );

export async function saveTerms(
  deps: AppDeps,
  who: ActingAs,
  page: CompanyTermsPage,
  input: CompanyTermsInput,
): Promise<CompanyTermsDto> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const before = await latest(tx, page);
      if (before.version !== input.version) throw changed(before.title);
      const [row] = await tx
        .insert(companyTerms)
        .values({
          page,
          version: input.version + 1,
          title: input.title,
          body: input.body,
          createdAt: deps.clock.now(),
        })
        .returning();
      await recordAudit(tx, who, {
        kind: 'company-terms.update',
        object: { type: 'company-terms', id: page },
        before: { title: before.title, body: before.body, version: before.version },
        after: { title: input.title, body: input.body, version: row!.version },
      });
      return latest(tx, page);
    });
  } catch (err) {
    // Two saves of the same version at once: the second hits the unique (page, version) index.
    if (isUniqueViolation(err)) throw changed(COMPANY_TERMS_TITLES[page]);
    throw err;
  }
}
