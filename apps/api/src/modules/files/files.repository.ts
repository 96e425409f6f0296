import { eq, inArray } from 'drizzle-orm';
import { uploads, type DbOrTx } from '@portal/db';

export type UploadRow = typeof uploads.$inferSelect;

export async function findUpload(db: DbOrTx, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload row not created');
  return row;
}

/** Deletes upload rows and answers their storage names (the caller removes the bytes after commit). */
export async function deleteUploads(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(uploads)
    .where(inArray(uploads.id, ids))
    .returning({ storageName: uploads.storageName });
  return rows.map((r) => r.storageName);
}
