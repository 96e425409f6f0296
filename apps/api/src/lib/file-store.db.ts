import { eq } from 'drizzle-orm';
import { fileBlobs, type Db } from '@portal/db';
import { checkedStorageName, missingFile, newStorageName, type FileStore } from './file-store.ts';

/**
 * The default store: bytes in the `file_blobs` table of the portal's own database, so every API node
 * on the same PostgreSQL reads what any node received, backups include them, and the embedded PGlite
 * needs nothing else.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',
    async put(data, extension, tx) {
      const storageName = newStorageName(extension);
      await (tx ?? db).insert(fileBlobs).values({ storageName, data, size: data.length });
      return storageName;
    },
    async get(name) {
      const [row] = await db
        .select({ data: fileBlobs.data })
        .from(fileBlobs)
        .where(eq(fileBlobs.storageName, checkedStorageName(name)));
      if (!row) throw missingFile();
      return row.data;
    },
    async remove(name) {
      await db.delete(fileBlobs).where(eq(fileBlobs.storageName, checkedStorageName(name)));
    },
    async importAs(name, data) {
      const written = await db
        .insert(fileBlobs)
        .values({ storageName: checkedStorageName(name), data, size: data.length })
        .onConflictDoNothing()
        .returning({ storageName: fileBlobs.storageName });
      return written.length === 1;
    },
  };
}
