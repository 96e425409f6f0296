import type { DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import type { Caller } from '../../plugins/auth.ts';
import { fileUrl, staffFileUrl } from './file-links.ts';
import type { UploadAnswer } from './upload-answer.ts';
import { deleteUploads, findUpload, insertUpload, type UploadRow } from './files.repository.ts';

/** A signed URL for an upload, or null when there is none. */
export function linkOf(deps: AppDeps, uploadId: string | null): string | null {
  return uploadId ? fileUrl(deps.env.FILE_LINK_SECRET, uploadId, deps.clock.now()) : null;
}

/** A signed URL for company staff (valid minutes, not hours), or null when there is none. */
export function staffLinkOf(deps: AppDeps, uploadId: string | null): string | null {
  return uploadId ? staffFileUrl(deps.env.FILE_LINK_SECRET, uploadId, deps.clock.now()) : null;
}

/**
 * Writes checked files to the store before the transaction; `record` then inserts their rows inside
 * it. If the transaction fails, `discard` removes the written bytes so no orphan stays behind.
 */
export async function stageFiles(deps: AppDeps, files: CheckedFile[]) {
  const names: string[] = [];
  try {
    for (const file of files) names.push(await deps.files.put(file.data, file.extension));
  } catch (err) {
    await Promise.all(names.map((n) => deps.files.remove(n)));
    throw err;
  }
  return {
    async record(tx: DbOrTx, ownerAgentId: string | null, purposes: string[]): Promise<UploadRow[]> {
      const rows: UploadRow[] = [];
      for (const [i, file] of files.entries()) {
        rows.push(
          await insertUpload(tx, {
            ownerAgentId,
            purpose: purposes[i] ?? file.field,
            mime: file.mime,
            size: file.data.length,
            storageName: names[i] ?? '',
            originalName: file.originalName,
          }),
        );
      }
      return rows;
    },
    discard: () => Promise.all(names.map((n) => deps.files.remove(n))).then(() => undefined),
  };
}

/** Deletes replaced upload rows in the transaction; call the answer after commit to remove the bytes. */
export async function dropUploads(
  deps: AppDeps,
  tx: DbOrTx,
  ids: (string | null)[],
): Promise<() => Promise<void>> {
  const names = await deleteUploads(
    tx,
    ids.filter((id): id is string => id !== null),
  );
  return async () => {
    await Promise.all(names.map((n) => deps.files.remove(n).catch(() => undefined)));
  };
}

// A row whose bytes are gone answers 404 (the store says so); a store that cannot be reached is a 500.
async function readBytes(deps: AppDeps, row: UploadRow): Promise<UploadAnswer> {
  const name = row.originalName || `file.${row.storageName.split('.').pop() ?? 'bin'}`;
  return { data: await deps.files.get(row.storageName), mime: row.mime, name };
}

/** The bytes of an upload for its owner agent or any admin; everyone else gets 404 (no existence probing). */
export async function readFileFor(deps: AppDeps, caller: Caller, uploadId: string): Promise<UploadAnswer> {
  const row = await findUpload(deps.database.db, uploadId);
  const allowed = row && (caller.kind === 'admin' || row.ownerAgentId === caller.agentId);
  if (!row || !allowed) throw notFound('File');
  return readBytes(deps, row);
}

/** The bytes of an upload behind an already checked signed link. */
export async function readSignedFile(deps: AppDeps, uploadId: string): Promise<UploadAnswer> {
  const row = await findUpload(deps.database.db, uploadId);
  if (!row) throw notFound('File');
  return readBytes(deps, row);
}
