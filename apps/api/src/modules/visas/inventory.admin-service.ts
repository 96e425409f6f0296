import { and, asc, eq, sql } from 'drizzle-orm';
import { countries, visaNationalities, visaNationalityPrices, visaTypes, type DbOrTx } from '@portal/db';
import type {
  AdminVisaPriceInput,
  AdminVisaPriceRow,
  AdminVisaPricesAnswer,
  AdminVisaType,
  AdminVisaTypeInput,
} from '@portal/contracts';
import { nationalityOf } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * The back office's visa inventory (issue 34): visa types and their price per nationality, in the very
 * tables the agents' visa search and payment read (catalogue.repository). Applications keep the price
 * they were paid at (their core order line), so a change never alters one already paid.
 */
export const CHANGED_BY_SOMEONE_ELSE = 'changed by someone else';
const changed = (what: string) =>
  new AppError(
    'CONFLICT',
    `${what} was ${CHANGED_BY_SOMEONE_ELSE} since you opened it: reload and make your change again`,
  );

type VisaTypeRow = typeof visaTypes.$inferSelect;

function typeDto(row: VisaTypeRow, country: string): AdminVisaType {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    country,
    processingTime: row.processingTime,
    processingTimeFormat: row.processingTimeFormat,
    stayPeriod: row.stayPeriod,
    stayPeriodFormat: row.stayPeriodFormat,
    validity: row.validity,
    validityTimeFormat: row.validityTimeFormat,
    entryType: row.entryType,
    documents: row.documents,
    isActive: row.isActive,
    version: row.version,
  };
}

export async function listVisaTypes(deps: AppDeps): Promise<AdminVisaType[]> {
  const rows = await deps.database.db
    .select({ type: visaTypes, country: countries.name })
    .from(visaTypes)
    .innerJoin(countries, eq(countries.isocode, visaTypes.countryIsocode))
    .orderBy(asc(visaTypes.sortOrder), asc(visaTypes.name));
  return rows.map((r) => typeDto(r.type, r.country));
}

async function findType(db: DbOrTx, id: string): Promise<AdminVisaType> {
  const [row] = await db
    .select({ type: visaTypes, country: countries.name })
    .from(visaTypes)
    .innerJoin(countries, eq(countries.isocode, visaTypes.countryIsocode))
    .where(eq(visaTypes.id, id));
  if (!row) throw notFound('Visa type');
  return typeDto(row.type, row.country);
}

/** Saves a visa type's content (or deactivates it) against the version the form was opened at. */
export async function updateVisaType(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  input: AdminVisaTypeInput,
): Promise<AdminVisaType> {
  return deps.database.db.transaction(async (tx) => {
    const before = await findType(tx, id);
    const changes = {
      name: input.name,
      processingTime: input.processingTime,
      processingTimeFormat: input.processingTimeFormat,
      validity: input.validity,
      validityTimeFormat: input.validityTimeFormat,
      documents: input.documents,
      isActive: input.isActive,
    };
    const updated = await tx
      .update(visaTypes)
      .set({ ...changes, version: sql`${visaTypes.version} + 1` })
      .where(and(eq(visaTypes.id, id), eq(visaTypes.version, input.version)))
      .returning({ id: visaTypes.id });
    if (updated.length === 0) throw changed(`The visa type ${before.name}`);
    const { version: _v, ...old } = before;
    void _v;
    await recordAudit(tx, who, {
      kind: 'visa-type.update',
      object: { type: 'visa-type', id },
      before: { ...old },
      after: { ...old, ...changes },
    });
    return findType(tx, id);
  });
}

async function priceRows(
  db: DbOrTx,
  visaTypeId: string,
  nationalityId?: string,
): Promise<AdminVisaPriceRow[]> {
  const rows = await db
    .select({
      id: visaNationalities.id,
      isocode: visaNationalities.countryIsocode,
      country: countries.name,
      price: visaNationalityPrices,
    })
    .from(visaNationalities)
    .innerJoin(countries, eq(countries.isocode, visaNationalities.countryIsocode))
    .leftJoin(
      visaNationalityPrices,
      and(
        eq(visaNationalityPrices.nationalityId, visaNationalities.id),
        eq(visaNationalityPrices.visaTypeId, visaTypeId),
      ),
    )
    .where(nationalityId ? eq(visaNationalities.id, nationalityId) : undefined);
  return rows
    .map((r) => ({
      nationality: { _id: r.id, isocode: r.isocode, name: nationalityOf(r.isocode, r.country) },
      price: r.price
        ? {
            isSold: r.price.isSold,
            adultPrice: r.price.adultPrice,
            childPrice: r.price.childPrice,
            adultCost: r.price.adultCost,
            childCost: r.price.childCost,
            version: r.price.version,
          }
        : null,
    }))
    .sort((a, b) => a.nationality.name.localeCompare(b.nationality.name, 'en'));
}

export async function visaTypePrices(deps: AppDeps, visaTypeId: string): Promise<AdminVisaPricesAnswer> {
  const db = deps.database.db;
  const visaType = await findType(db, visaTypeId);
  return { visaType, prices: await priceRows(db, visaTypeId) };
}

/**
 * Sets the price of a visa type for one nationality (a new row is saved with version 0). Agents see it
 * on their next search; applications already paid keep theirs.
 */
export async function setVisaPrice(
  deps: AppDeps,
  who: ActingAs,
  visaTypeId: string,
  nationalityId: string,
  input: AdminVisaPriceInput,
): Promise<{ message: string; price: AdminVisaPriceRow }> {
  return deps.database.db.transaction(async (tx) => {
    const type = await findType(tx, visaTypeId);
    const [current] = await priceRows(tx, visaTypeId, nationalityId);
    if (!current) throw notFound('Nationality');
    const values = {
      isSold: input.isSold,
      adultPrice: input.adultPrice,
      childPrice: input.childPrice,
      adultCost: input.adultCost,
      childCost: input.childCost,
    };
    const what = `The price of ${type.name} for ${current.nationality.name} nationals`;
    if (current.price === null) {
      if (input.version !== 0) throw changed(what);
      const inserted = await tx
        .insert(visaNationalityPrices)
        .values({ nationalityId, visaTypeId, ...values })
        .onConflictDoNothing()
        .returning({ id: visaNationalityPrices.id });
      if (inserted.length === 0) throw changed(what);
    } else {
      const updated = await tx
        .update(visaNationalityPrices)
        .set({ ...values, version: sql`${visaNationalityPrices.version} + 1` })
        .where(
          and(
            eq(visaNationalityPrices.nationalityId, nationalityId),
            eq(visaNationalityPrices.visaTypeId, visaTypeId),
            eq(visaNationalityPrices.version, input.version),
          ),
        )
        .returning({ id: visaNationalityPrices.id });
      if (updated.length === 0) throw changed(what);
    }
    const { version: _v, ...old } = current.price ?? { version: 0 };
    void _v;
    await recordAudit(tx, who, {
      kind: 'visa-price.set',
      object: { type: 'visa-price', id: `${visaTypeId}:${nationalityId}` },
      before: current.price ? old : null,
      after: values,
    });
    const [saved] = await priceRows(tx, visaTypeId, nationalityId);
    return { message: `${what} is saved`, price: saved! };
  });
}
