import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attractions, destinations } from '@portal/db';
import type { SearchListAnswer } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogue } from './attractions.testing.ts';
import { searchSuggestions } from './catalogue.repository.ts';
import { invalidateSearchIndex } from './search-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t);
});
afterAll(() => t.close());

const search = async (text: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search/list?search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<SearchListAnswer>();
};

/** The SQL the in-memory index replaces, mapped to the answer's shape. */
const bySql = async (text: string): Promise<SearchListAnswer> => {
  const found = await searchSuggestions(t.deps.database.db, text.trim());
  return {
    destinations: found.destinations.map((d) => ({ _id: d.id, name: d.name, slug: d.slug })),
    attractions: found.attractions.map((a) => ({
      _id: a.id,
      title: a.title,
      slug: a.slug,
      destination: a.destination,
      image: a.images[0] ?? null,
    })),
  };
};

describe('/search/list from the in-memory index', () => {
  it('answers exactly what the SQL search answers: same rows, ranking and limits', async () => {
    const [first] = await t.deps.database.db.select({ title: attractions.title }).from(attractions).limit(1);
    const queries = [
      '',
      'dubai',
      'DUBAI',
      'Abu',
      'a',
      'e',
      'burj',
      'park',
      'tour',
      'zzz',
      '%',
      '_',
      ' desert ',
      first?.title ?? '',
    ];
    for (const text of queries) expect(await search(text), text).toEqual(await bySql(text));
    const many = await search('a');
    expect(many.attractions).toHaveLength(10);
    expect(many.destinations.length).toBeLessThanOrEqual(6);
  });

  it('follows a change of the catalogue: a deactivated attraction and its empty destination drop out', async () => {
    const [dest] = await t.deps.database.db
      .insert(destinations)
      .values({ name: 'Qarn Nazwa Dunes', slug: 'qarn-nazwa-dunes', countryIsocode: 'AE', sortOrder: 1 })
      .returning();
    const [source] = await t.deps.database.db.select().from(attractions).limit(1);
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...copy } = source!;
    const [board] = await t.deps.database.db
      .insert(attractions)
      .values({
        ...copy,
        destinationId: dest!.id,
        slug: 'qarn-nazwa-sandboarding',
        title: 'Qarn Nazwa Sandboarding',
      })
      .returning();
    // Another process's write: seen through NOTIFY (or within a second); here at once.
    invalidateSearchIndex(t.deps.database);
    const found = await search('nazwa');
    expect(found.destinations.map((d) => d.name)).toEqual(['Qarn Nazwa Dunes']);
    expect(found.attractions.map((a) => a.title)).toEqual(['Qarn Nazwa Sandboarding']);

    await t.deps.database.db
      .update(attractions)
      .set({ isActive: false })
      .where(eq(attractions.id, board!.id));
    invalidateSearchIndex(t.deps.database);
    expect(await search('nazwa')).toEqual({ destinations: [], attractions: [] });
    expect(await search('nazwa')).toEqual(await bySql('nazwa'));
  });
});
