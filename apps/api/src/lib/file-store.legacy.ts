import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { uploads, type Db } from '@portal/db';
import { isStorageName, type FileStore } from './file-store.ts';

export interface LegacyImport {
  /** Files written to the store now. */
  imported: number;
  /** Files already in the store (an earlier start imported them). */
  present: number;
  /** Files no upload row names (left where they are). */
  unknown: number;
}

const BATCH = 500;

/**
 * One-off move of files that earlier versions wrote to the receiving node's `DATA_DIR/files` into the
 * shared store. Each node runs it at start, for its own directory: idempotent (a stored name is
 * skipped), safe beside other nodes doing the same, and only for names an `uploads` row carries,
 * so stray files stay out. The directory is only read; once every node has started with this
 * version it may be deleted.
 */
export async function importLegacyFiles(store: FileStore, db: Db, dir: string): Promise<LegacyImport> {
  const result: LegacyImport = { imported: 0, present: 0, unknown: 0 };
  let names: string[];
  try {
    names = (await readdir(dir)).filter(isStorageName);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw err;
  }
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const rows = await db
      .select({ storageName: uploads.storageName })
      .from(uploads)
      .where(inArray(uploads.storageName, batch));
    const known = new Set(rows.map((r) => r.storageName));
    result.unknown += batch.length - known.size;
    for (const name of known) {
      const written = await store.importAs(name, await readFile(join(dir, name)));
      if (written) result.imported += 1;
      else result.present += 1;
    }
  }
  return result;
}

/** Server start: imports this node's `DATA_DIR/files` (if any) and says what it did. */
export async function importLegacyFilesAtStart(
  deps: { env: { DATA_DIR: string }; database: { db: Db }; files: FileStore },
  log: { info(obj: object, msg: string): void },
): Promise<void> {
  const dir = join(deps.env.DATA_DIR, 'files');
  const result = await importLegacyFiles(deps.files, deps.database.db, dir);
  if (result.imported + result.present + result.unknown > 0)
    log.info(
      { dir, store: deps.files.kind, ...result },
      'files from the local directory are in the shared store',
    );
}
