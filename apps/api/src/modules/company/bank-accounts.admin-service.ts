import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { companyBankAccounts, type DbOrTx } from '@portal/db';
import type { AdminBankAccount, AdminBankAccountInput } from '@portal/contracts';
import { formatIban } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';

/**
 * The company bank accounts for deposits (issue 34), in the table the agents' bank-transfer deposit
 * form reads (GET /b2b/company/bank-info/all, uncached), so a change reaches agents at once. A deposit
 * keeps its link to the account it was sent to; an account is deactivated, never deleted.
 */
type Row = typeof companyBankAccounts.$inferSelect;

function dto(row: Row): AdminBankAccount {
  const { id, ...rest } = row;
  return { _id: id, ...rest };
}

export async function listBankAccounts(deps: AppDeps): Promise<AdminBankAccount[]> {
  const rows = await deps.database.db
    .select()
    .from(companyBankAccounts)
    .orderBy(asc(companyBankAccounts.sortOrder), asc(companyBankAccounts.bankName));
  return rows.map(dto);
}

async function findAccount(db: DbOrTx, id: string): Promise<AdminBankAccount> {
  const [row] = await db.select().from(companyBankAccounts).where(eq(companyBankAccounts.id, id));
  if (!row) throw notFound('Bank account');
  return dto(row);
}

function values(input: AdminBankAccountInput) {
  const { version: _v, ...rest } = input;
  void _v;
  return {
    ...rest,
    iban: formatIban(input.iban),
    swiftCode: input.swiftCode.trim().toUpperCase(),
    accountNumber: input.accountNumber.trim(),
  };
}

async function refuseDuplicate(db: DbOrTx, accountNumber: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: companyBankAccounts.id })
    .from(companyBankAccounts)
    .where(
      and(
        eq(companyBankAccounts.accountNumber, accountNumber),
        exceptId ? ne(companyBankAccounts.id, exceptId) : undefined,
      ),
    );
  if (taken)
    throw badRequest('Another bank account has this account number', {
      accountNumber: ['Another bank account has this account number'],
    });
}

export async function createBankAccount(
  deps: AppDeps,
  who: ActingAs,
  input: AdminBankAccountInput,
): Promise<AdminBankAccount> {
  return deps.database.db.transaction(async (tx) => {
    const row = values(input);
    await refuseDuplicate(tx, row.accountNumber);
    const [created] = await tx.insert(companyBankAccounts).values(row).returning();
    if (!created) throw new Error('bank account not created');
    await recordAudit(tx, who, {
      kind: 'company.bank-account.create',
      object: { type: 'company-bank-account', id: created.id },
      after: row,
    });
    return dto(created);
  });
}

/** Saves an account (or deactivates it) against the version the form was opened at. */
export async function updateBankAccount(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  input: AdminBankAccountInput,
): Promise<AdminBankAccount> {
  return deps.database.db.transaction(async (tx) => {
    const before = await findAccount(tx, id);
    const row = values(input);
    await refuseDuplicate(tx, row.accountNumber, id);
    const [updated] = await tx
      .update(companyBankAccounts)
      .set({ ...row, version: sql`${companyBankAccounts.version} + 1` })
      .where(and(eq(companyBankAccounts.id, id), eq(companyBankAccounts.version, input.version)))
      .returning();
    if (!updated)
      throw conflict(
        `The bank account ${before.bankName} ${before.accountNumber} was changed by someone else since you opened it: reload and make your change again`,
      );
    const { _id: _i, version: _v, ...old } = before;
    void _i;
    void _v;
    await recordAudit(tx, who, {
      kind: before.active && !row.active ? 'company.bank-account.deactivate' : 'company.bank-account.update',
      object: { type: 'company-bank-account', id },
      before: old,
      after: row,
    });
    return dto(updated);
  });
}
