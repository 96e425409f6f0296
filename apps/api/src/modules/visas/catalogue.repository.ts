import { nationalityOf } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  countries,
  visaCountries,
  visaNationalities,
  visaNationalityPrices,
  visaTypes,
  type DbOrTx,
} from '@portal/db';

export type VisaTypeRow = typeof visaTypes.$inferSelect;

export function listVisas(db: DbOrTx) {
  return db
    .select({ id: visaCountries.id, isocode: countries.isocode, name: countries.name, flag: countries.flag })
    .from(visaCountries)
    .innerJoin(countries, eq(countries.isocode, visaCountries.countryIsocode))
    .orderBy(asc(countries.name));
}

export async function findVisa(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: visaCountries.id, isocode: countries.isocode, name: countries.name, flag: countries.flag })
    .from(visaCountries)
    .innerJoin(countries, eq(countries.isocode, visaCountries.countryIsocode))
    .where(eq(visaCountries.id, id));
  return row ?? null;
}

const nationalityColumns = {
  id: visaNationalities.id,
  isocode: visaNationalities.countryIsocode,
  name: countries.name,
  note: visaNationalities.serviceNote,
};

/** A nationality row names its people ("Indian"), not the country (domain nationalityOf). */
const asNationality = <T extends { isocode: string; name: string }>(row: T): T => ({
  ...row,
  name: nationalityOf(row.isocode, row.name),
});

/** Every nationality, sorted by its word ("Emirati", "Indian"...). */
export async function listNationalities(db: DbOrTx) {
  const rows = await db
    .select(nationalityColumns)
    .from(visaNationalities)
    .innerJoin(countries, eq(countries.isocode, visaNationalities.countryIsocode));
  return rows.map(asNationality).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function findNationality(db: DbOrTx, id: string) {
  const [row] = await db
    .select(nationalityColumns)
    .from(visaNationalities)
    .innerJoin(countries, eq(countries.isocode, visaNationalities.countryIsocode))
    .where(eq(visaNationalities.id, id));
  return row ? asNationality(row) : null;
}

/** The visa types of a destination sold to a nationality, with their price rows. */
export function soldTypes(db: DbOrTx, countryIsocode: string, nationalityId: string) {
  return db
    .select({ type: visaTypes, price: visaNationalityPrices })
    .from(visaNationalityPrices)
    .innerJoin(visaTypes, eq(visaTypes.id, visaNationalityPrices.visaTypeId))
    .where(
      and(
        eq(visaNationalityPrices.nationalityId, nationalityId),
        eq(visaNationalityPrices.isSold, true),
        eq(visaTypes.isActive, true),
        eq(visaTypes.countryIsocode, countryIsocode),
      ),
    )
    .orderBy(asc(visaTypes.sortOrder));
}

/** One visa type as sold to one nationality; null when it is not sold to it. */
export async function soldType(db: DbOrTx, visaTypeId: string, nationalityId: string) {
  const [row] = await db
    .select({ type: visaTypes, price: visaNationalityPrices })
    .from(visaNationalityPrices)
    .innerJoin(visaTypes, eq(visaTypes.id, visaNationalityPrices.visaTypeId))
    .where(
      and(
        eq(visaNationalityPrices.nationalityId, nationalityId),
        eq(visaNationalityPrices.visaTypeId, visaTypeId),
        eq(visaNationalityPrices.isSold, true),
        eq(visaTypes.isActive, true),
      ),
    );
  return row ?? null;
}

export function allVisaTypes(db: DbOrTx) {
  return db.select().from(visaTypes).where(eq(visaTypes.isActive, true)).orderBy(asc(visaTypes.sortOrder));
}

export async function findVisaType(db: DbOrTx, id: string) {
  const [row] = await db.select().from(visaTypes).where(eq(visaTypes.id, id));
  return row ?? null;
}

/** The lowest adult price and cost of each visa type over the nationalities it is sold to (markup previews). */
export function lowestPrices(db: DbOrTx) {
  return db
    .select({
      visaTypeId: visaNationalityPrices.visaTypeId,
      adultPrice: visaNationalityPrices.adultPrice,
      adultCost: visaNationalityPrices.adultCost,
      childPrice: visaNationalityPrices.childPrice,
      childCost: visaNationalityPrices.childCost,
    })
    .from(visaNationalityPrices)
    .where(eq(visaNationalityPrices.isSold, true))
    .orderBy(asc(visaNationalityPrices.adultPrice));
}
