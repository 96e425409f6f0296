import { and, asc, eq, max } from 'drizzle-orm';
import {
  HOME_BANNER_RATIO_TOLERANCE,
  HOME_BANNER_SHAPES,
  type AdminHomeBannerDto,
  type AdminHomeBannerOrder,
  type AdminHomeBannerUpdate,
  type HomeBannerDto,
  type adminHomeBannerFields,
} from '@portal/contracts';
import { homeBanners, type DbHandle } from '@portal/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { fileRefused, type CheckedFile } from '../../lib/uploads.ts';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import { versionedValue } from '../../lib/versioned-value.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { storeCatalogueImage } from '../files/catalogue-images.service.ts';
import { dropUploads } from '../files/files.service.ts';

/**
 * The banners of the agents' home page (issue 34): staff upload, order, activate and deactivate them;
 * the home page shows the active ones of each placement in order. The table's statement trigger bumps
 * the `reference` counter, so every node's cached list follows a change at once.
 */

type BannerRow = typeof homeBanners.$inferSelect;
type BannerFields = z.output<typeof adminHomeBannerFields>;

function publicDto(row: BannerRow): HomeBannerDto {
  return {
    _id: row.id,
    placement: row.placement,
    module: row.module as HomeBannerDto['module'],
    alt: row.alt,
    src: row.src,
    srcSet: row.srcSet,
    width: row.width,
    height: row.height,
    hotelCountCaption: row.hotelCountCaption,
  };
}

function adminDto(row: BannerRow): AdminHomeBannerDto {
  return { ...publicDto(row), isActive: row.isActive, sortOrder: row.sortOrder };
}

function auditOf(row: BannerRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}

const activeBanners = versionedValue(['reference'], async (database: DbHandle) => {
  const rows = await database.db
    .select()
    .from(homeBanners)
    .where(eq(homeBanners.isActive, true))
    .orderBy(asc(homeBanners.placement), asc(homeBanners.sortOrder), asc(homeBanners.createdAt));
  return rows.map(publicDto);
});

/** The active banners by placement, in order (from memory until a banner changes on any node). */
export function homeBannerList(database: DbHandle): MaybePromise<HomeBannerDto[]> {
  return activeBanners.get(database);
}

export async function listBanners(deps: AppDeps): Promise<AdminHomeBannerDto[]> {
  const rows = await deps.database.db
    .select()
    .from(homeBanners)
    .orderBy(asc(homeBanners.placement), asc(homeBanners.sortOrder), asc(homeBanners.createdAt));
  return rows.map(adminDto);
}

/** The picture must be large enough for its placement and near its shape (the page crops it to fit). */
export function bannerShapeProblem(
  placement: BannerFields['placement'],
  size: { width: number; height: number },
): string | null {
  const shape = HOME_BANNER_SHAPES[placement];
  if (size.width < shape.minWidth || size.height < shape.minHeight)
    return `The image is ${size.width} x ${size.height} pixels; a ${shape.label} banner needs at least ${shape.minWidth} x ${shape.minHeight}`;
  const ratio = size.width / size.height;
  if (Math.abs(ratio / shape.ratio - 1) > HOME_BANNER_RATIO_TOLERANCE)
    return `The image is ${size.width} x ${size.height} pixels (${ratio.toFixed(2)}:1); a ${shape.label} banner is about ${shape.ratio.toFixed(2)}:1 wide`;
  return null;
}

export async function createBanner(
  deps: AppDeps,
  who: ActingAs,
  image: CheckedFile,
  fields: BannerFields,
): Promise<AdminHomeBannerDto> {
  return storeCatalogueImage(deps, image, 'home-banner', who, async (tx, stored) => {
    const problem = bannerShapeProblem(fields.placement, stored);
    if (problem) throw fileRefused('image', problem);
    const [{ last } = { last: null }] = await tx
      .select({ last: max(homeBanners.sortOrder) })
      .from(homeBanners)
      .where(eq(homeBanners.placement, fields.placement));
    const [row] = await tx
      .insert(homeBanners)
      .values({
        placement: fields.placement,
        module: fields.module,
        alt: fields.alt,
        uploadId: stored._id,
        src: stored.url,
        width: stored.width,
        height: stored.height,
        sortOrder: (last ?? 0) + 10,
        isActive: true,
      })
      .returning();
    if (!row) throw new Error('banner not stored');
    noteLocalChange();
    await recordAudit(tx, who, {
      kind: 'home-banner.create',
      object: { type: 'home-banner', id: row.id },
      before: null,
      after: auditOf(row),
    });
    return adminDto(row);
  });
}

export async function updateBanner(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  input: AdminHomeBannerUpdate,
): Promise<AdminHomeBannerDto> {
  return deps.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(homeBanners).where(eq(homeBanners.id, id)).for('update');
    if (!before) throw notFound('Banner');
    const [after] = await tx
      .update(homeBanners)
      .set({ alt: input.alt, module: input.module, isActive: input.isActive, updatedAt: deps.clock.now() })
      .where(eq(homeBanners.id, id))
      .returning();
    if (!after) throw notFound('Banner');
    noteLocalChange();
    await recordAudit(tx, who, {
      kind:
        before.isActive === after.isActive
          ? 'home-banner.update'
          : after.isActive
            ? 'home-banner.activate'
            : 'home-banner.deactivate',
      object: { type: 'home-banner', id },
      before: auditOf(before),
      after: auditOf(after),
    });
    return adminDto(after);
  });
}

/** Sets the order of one placement's banners: the ids must be exactly that placement's banners. */
export async function orderBanners(
  deps: AppDeps,
  who: ActingAs,
  input: AdminHomeBannerOrder,
): Promise<AdminHomeBannerDto[]> {
  await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(homeBanners)
      .where(eq(homeBanners.placement, input.placement))
      .orderBy(asc(homeBanners.sortOrder))
      .for('update');
    const known = new Set(rows.map((r) => r.id));
    const given = new Set(input.ids);
    if (given.size !== input.ids.length || given.size !== known.size || input.ids.some((i) => !known.has(i)))
      throw badRequest(
        'ids: list every banner of the placement once (reload the page if someone added or removed one)',
        { ids: ['List every banner of the placement once'] },
      );
    for (const [i, bannerId] of input.ids.entries()) {
      await tx
        .update(homeBanners)
        .set({ sortOrder: (i + 1) * 10, updatedAt: deps.clock.now() })
        .where(and(eq(homeBanners.id, bannerId), eq(homeBanners.placement, input.placement)));
    }
    noteLocalChange();
    await recordAudit(tx, who, {
      kind: 'home-banner.order',
      object: { type: 'home-banner-placement', id: input.placement },
      before: { order: rows.map((r) => r.id) },
      after: { order: input.ids },
    });
  });
  return listBanners(deps);
}

/** Removes a banner and its uploaded picture (the shipped artwork stays in the web app). */
export async function deleteBanner(deps: AppDeps, who: ActingAs, id: string): Promise<void> {
  const removeBytes = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx.delete(homeBanners).where(eq(homeBanners.id, id)).returning();
    if (!before) throw notFound('Banner');
    noteLocalChange();
    await recordAudit(tx, who, {
      kind: 'home-banner.delete',
      object: { type: 'home-banner', id },
      before: auditOf(before),
      after: null,
    });
    return dropUploads(deps, tx, [before.uploadId]);
  });
  await removeBytes();
}
