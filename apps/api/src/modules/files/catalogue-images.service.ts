import { and, eq, inArray, sql } from 'drizzle-orm';
import { catalogueImageUrl, type CatalogueImageAnswer } from '@portal/contracts';
import { queryRows, uploads, type DbOrTx } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { checkImageSize, type CheckedFile } from '../../lib/uploads.ts';
import type { UploadRow } from './files.repository.ts';
import { stageFiles } from './files.service.ts';
import type { UploadAnswer } from './upload-answer.ts';

/**
 * Pictures staff upload for agents' pages (issue 34): hotel and room type images, home banners. They
 * are uploads without an owner agent, marked by purpose; only these purposes are served publicly
 * (agents' own documents never are).
 */
export const CATALOGUE_IMAGE_PURPOSES = ['catalogue-image', 'home-banner'] as const;
export type CatalogueImagePurpose = (typeof CATALOGUE_IMAGE_PURPOSES)[number];

/** An upload never changes (a new picture is a new id): browsers and proxies may keep it a year. */
export const CATALOGUE_IMAGE_CACHE = 'public, max-age=31536000, immutable';

export const INVALID_CATALOGUE_IMAGE = 'Upload a JPG, PNG or WEBP image';

export function requireImage(image: CheckedFile | undefined): CheckedFile {
  if (!image) throw badRequest('Choose an image to upload', { image: ['Choose an image to upload'] });
  return image;
}

function answerOf(row: UploadRow, size: { width: number; height: number }): CatalogueImageAnswer {
  return {
    _id: row.id,
    url: catalogueImageUrl(row.id),
    mime: row.mime,
    size: row.size,
    width: size.width,
    height: size.height,
  };
}

/**
 * Stores a checked picture (its bytes before the transaction, its row and audit inside `inTx`, which
 * may write more in the same transaction); the bytes are removed again when the transaction fails.
 */
export async function storeCatalogueImage<T>(
  deps: AppDeps,
  image: CheckedFile,
  purpose: CatalogueImagePurpose,
  who: ActingAs,
  inTx: (tx: DbOrTx, stored: CatalogueImageAnswer) => Promise<T>,
): Promise<T> {
  const size = checkImageSize(image.field, image.data);
  const staged = await stageFiles(deps, [image]);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [row] = await staged.record(tx, null, [purpose]);
      if (!row) throw new Error('upload row not created');
      const answer = answerOf(row, size);
      await recordAudit(tx, who, {
        kind: `${purpose}.upload`,
        object: { type: 'upload', id: row.id },
        before: null,
        after: {
          purpose,
          mime: row.mime,
          size: row.size,
          width: size.width,
          height: size.height,
          name: row.originalName,
        },
      });
      return inTx(tx, answer);
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

/** A hotel or room type picture: stored, then its public URL goes into the content form's images. */
export function uploadCatalogueImage(deps: AppDeps, image: CheckedFile, who: ActingAs) {
  return storeCatalogueImage(deps, image, 'catalogue-image', who, async (_tx, answer) => answer);
}

/** The bytes of a catalogue picture for anyone; any other upload answers 404 (agents' documents stay private). */
export async function readCatalogueImage(deps: AppDeps, id: string): Promise<UploadAnswer> {
  const [row] = await deps.database.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), inArray(uploads.purpose, [...CATALOGUE_IMAGE_PURPOSES])));
  if (!row) throw notFound('Image');
  const name = row.originalName || `image.${row.storageName.split('.').pop() ?? 'bin'}`;
  return { data: await deps.files.get(row.storageName), mime: row.mime, name };
}

/**
 * Catalogue pictures uploaded but never put on a hotel, room type, attraction or destination (a
 * form left without saving, a picture removed from the list) are deleted once older than
 * `olderThan`: the grace period leaves time to save the form the picture was uploaded from. At most
 * `batch` rows per call, locked with SKIP LOCKED so nodes running housekeeping at once take
 * different rows; the bytes go from the store after the rows' transaction commits.
 */
export async function deleteOrphanCatalogueImages(
  deps: AppDeps,
  olderThan: Date,
  batch: number,
): Promise<number> {
  const url = sql`${catalogueImageUrl('')} || u.id::text`;
  const names = await deps.database.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string; storage_name: string }>(
      tx,
      sql`select u.id, u.storage_name from uploads u
          where u.purpose = 'catalogue-image' and u.created_at < ${olderThan}
            and not exists (select 1 from hotels h where ${url} = any(h.images))
            and not exists (select 1 from hotel_room_types r where ${url} = any(r.images))
            and not exists (select 1 from attractions a where a.images ? (${url}))
            and not exists (select 1 from destinations d where d.image = ${url})
          order by u.created_at
          limit ${batch}
          for update of u skip locked`,
    );
    if (rows.length === 0) return [];
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((r) => r.storage_name);
  });
  await Promise.all(names.map((n) => deps.files.remove(n).catch(() => undefined)));
  return names.length;
}
