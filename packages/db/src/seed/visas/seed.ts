import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { countries, visaNationalities, visaNationalityPrices, visaTypes } from '../../schema/index.ts';
import { nationalityPlan, priceFor, SEED_VISA_TYPES } from './catalogue.ts';

/**
 * UAE visa types and, per nationality (every seeded country), which types are sold at what price.
 * Idempotent: inserts what is missing, never overwrites the company's edits.
 */
export async function seedVisas(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(visaTypes)
      .values(
        SEED_VISA_TYPES.map(({ price: _price, standardOnly: _only, ...t }, i) => ({
          ...t,
          countryIsocode: 'AE',
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    const allCountries = await tx.select({ isocode: countries.isocode }).from(countries);
    await tx
      .insert(visaNationalities)
      .values(
        allCountries.map((c) => {
          const plan = nationalityPlan(c.isocode);
          return { countryIsocode: c.isocode, serviceNote: plan.kind === 'none' ? plan.note : null };
        }),
      )
      .onConflictDoNothing();

    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(visaNationalityPrices);
    if (n > 0) return;
    const types = await tx
      .select({ id: visaTypes.id, code: visaTypes.code })
      .from(visaTypes)
      .where(
        inArray(
          visaTypes.code,
          SEED_VISA_TYPES.map((t) => t.code),
        ),
      );
    const nationalities = await tx
      .select({ id: visaNationalities.id, isocode: visaNationalities.countryIsocode })
      .from(visaNationalities)
      .where(sql`${visaNationalities.serviceNote} is null`);
    const rows = nationalities.flatMap((nat) => {
      const plan = nationalityPlan(nat.isocode);
      if (plan.kind !== 'sold') return [];
      return SEED_VISA_TYPES.flatMap((type) => {
        const typeRow = types.find((t) => t.code === type.code);
        return typeRow
          ? [{ nationalityId: nat.id, visaTypeId: typeRow.id, ...priceFor(type, plan.surcharge) }]
          : [];
      });
    });
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(visaNationalityPrices).values(rows.slice(i, i + 500));
  });
}
