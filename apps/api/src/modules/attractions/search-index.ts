import { asc, eq, sql } from 'drizzle-orm';
import { attractions, destinations, type DbHandle } from '@portal/db';
import type { SearchListAnswer } from '@portal/contracts';
import { KeptAnswers, SuggestionIndex } from '../../lib/suggestion-index.ts';
import { thenMaybe, type MaybePromise } from '../../lib/maybe-promise.ts';
import { versionedValue } from '../../lib/versioned-value.ts';

/** Limits of the search box (spec section 7: /search/list). */
export const SEARCH_LIMITS = { destinations: 6, attractions: 10 } as const;

type DestinationHit = SearchListAnswer['destinations'][number];
type AttractionHit = SearchListAnswer['attractions'][number];

interface SearchIndex {
  destinations: SuggestionIndex<DestinationHit>;
  attractions: SuggestionIndex<AttractionHit>;
  answers: KeptAnswers<SearchListAnswer>;
}

/**
 * Every searchable row, in the order catalogue.repository's searchSuggestions ranks them: destinations
 * with an active attraction by sort order and name, active attractions by sort order and title.
 */
async function buildIndex(database: DbHandle): Promise<SearchIndex> {
  const { db } = database;
  const dest = await db
    .select({ _id: destinations.id, name: destinations.name, slug: destinations.slug })
    .from(destinations)
    .where(
      sql`exists (select 1 from ${attractions} a where a.destination_id = ${destinations.id} and a.is_active)`,
    )
    .orderBy(asc(destinations.sortOrder), asc(destinations.name));
  const attr = await db
    .select({
      _id: attractions.id,
      title: attractions.title,
      slug: attractions.slug,
      images: attractions.images,
      destination: { name: destinations.name, slug: destinations.slug },
    })
    .from(attractions)
    .innerJoin(destinations, eq(destinations.id, attractions.destinationId))
    .where(eq(attractions.isActive, true))
    .orderBy(asc(attractions.sortOrder), asc(attractions.title));
  return {
    destinations: new SuggestionIndex(dest, (d) => d.name),
    attractions: new SuggestionIndex(
      attr.map(({ images, ...a }) => ({ ...a, image: images[0] ?? null })),
      (a) => a.title,
    ),
    answers: new KeptAnswers('attractions'),
  };
}

/** One index per node, rebuilt when attractions or destinations change (topic `catalogue`). */
const searchIndex = versionedValue(['catalogue'], buildIndex);

export function searchCatalogue(database: DbHandle, text: string): MaybePromise<SearchListAnswer> {
  return thenMaybe(searchIndex.get(database), (index) => answerFrom(index, text));
}

function answerFrom(index: SearchIndex, text: string): SearchListAnswer {
  return index.answers.get(text.toLowerCase(), () => ({
    destinations: index.destinations.match(text, SEARCH_LIMITS.destinations),
    attractions: index.attractions.match(text, SEARCH_LIMITS.attractions),
  }));
}

export function invalidateSearchIndex(database: DbHandle): void {
  searchIndex.invalidate(database);
}
