import { countries as countryData, getEmojiFlag, type TCountryCode } from 'countries-list';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  company,
  countries,
  currencies,
  destinations,
  fxRates,
  popularPlaces,
  visaCountries,
} from '../schema/index.ts';
import { COMPANY_CONFIG } from './company-config.ts';
import { popularHotelPlaces } from './hotels/popular.ts';
import { seedVisas } from './visas/seed.ts';
import { seedInsurancePlans } from './insurance/seed.ts';
import { seedA2a } from './a2a/seed.ts';
import { seedQuotationTariff } from './quotations/seed.ts';
import { RATES_SOURCE, SEED_DESTINATIONS, SEED_RATES, SEED_VISA_COUNTRIES } from './reference-data.ts';

/** Reference data every install needs. Idempotent: inserts what is missing, never overwrites edits. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(company)
      .values({ id: 1, data: { ...COMPANY_CONFIG } })
      .onConflictDoNothing();

    const countryRows = Object.entries(countryData).map(([code, c]) => ({
      isocode: code,
      name: c.name,
      flag: getEmojiFlag(code as TCountryCode),
      phoneCode: c.phone[0] ? `+${c.phone[0]}` : '',
      currency: c.currency[0] ?? null,
    }));
    await tx.insert(countries).values(countryRows).onConflictDoNothing();

    await tx
      .insert(currencies)
      .values(
        SEED_RATES.map((r, i) => ({
          isocode: r.isocode,
          name: r.name,
          countryIsocode: r.country,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(fxRates);
    if (count === 0) {
      await tx
        .insert(fxRates)
        .values(SEED_RATES.map((r) => ({ isocode: r.isocode, rate: r.rate, source: RATES_SOURCE })));
    }

    await tx
      .insert(destinations)
      .values(
        SEED_DESTINATIONS.map((d, i) => ({
          name: d.name,
          slug: d.slug,
          countryIsocode: d.country,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    const [{ places } = { places: 0 }] = await tx
      .select({ places: sql<number>`count(*)::int` })
      .from(popularPlaces);
    if (places === 0) {
      await tx.insert(popularPlaces).values(popularHotelPlaces());
    }
    await tx
      .insert(visaCountries)
      .values(SEED_VISA_COUNTRIES.map((c) => ({ countryIsocode: c })))
      .onConflictDoNothing();
  });
  // Visa types and nationalities need the countries above.
  await seedVisas(db);
  await seedA2a(db);
  await seedInsurancePlans(db);
  await seedQuotationTariff(db);
}
