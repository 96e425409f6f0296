import { boundedCache, estimateBytes, type BoundedCache } from './bounded-cache.ts';

/**
 * Suggestions for a search box, answered from memory: entries kept in their ranking order (as the
 * database sorted them, so collation ties stay where SQL put them) and matched like SQL
 * `ILIKE '%text%'` with wildcards taken literally - a case-insensitive substring.
 *
 * A module loads the rows in ranking order, wraps the index in a versionedValue with the change topic
 * of its tables, and calls `match` (the ranking order alone: attractions) or `matchRanked` (where the
 * text matched first: hotel suggestions) per request.
 */
export class SuggestionIndex<T> {
  private readonly keys: string[];
  readonly entries: readonly T[];

  constructor(entries: readonly T[], searchText: (entry: T) => string) {
    this.entries = entries;
    this.keys = entries.map((e) => fold(searchText(e)));
  }

  /** The first `limit` entries (in ranking order) whose text contains `text`; every entry for "". */
  match(text: string, limit: number): T[] {
    const needle = fold(text);
    const found: T[] = [];
    for (let i = 0; i < this.keys.length && found.length < limit; i += 1) {
      if (needle === '' || this.keys[i]!.includes(needle)) found.push(this.entries[i]!);
    }
    return found;
  }

  /**
   * The first `limit` entries containing `text`: those whose text starts with it, then those with a
   * word starting with it, then the rest, each group in ranking order - SQL's `order by case when name
   * like 'text%' then 0 when name like '% text%' then 1 else 2 end, <ranking order>`.
   */
  matchRanked(text: string, limit: number): T[] {
    const needle = fold(text);
    const wordStart = ` ${needle}`;
    const groups: [T[], T[], T[]] = [[], [], []];
    for (let i = 0; i < this.keys.length && groups[0].length < limit; i += 1) {
      const key = this.keys[i]!;
      const at = key.indexOf(needle);
      if (at < 0) continue;
      const group = groups[at === 0 ? 0 : key.includes(wordStart) ? 1 : 2];
      if (group.length < limit) group.push(this.entries[i]!);
    }
    return groups.flat().slice(0, limit);
  }
}

/**
 * The answers of one index by search text, kept while the index lives (typed prefixes repeat, and the
 * same answer object is serialized and compressed once); past `max` texts the oldest goes.
 */
export class KeptAnswers<A extends object> {
  private readonly answers: BoundedCache<string, A>;

  constructor(name: string, max = 2000, maxBytes = 8 * 1024 * 1024) {
    this.answers = boundedCache(`suggestion-answers-${name}`, {
      maxEntries: max,
      maxBytes,
      sizeOf: (answer, text) => estimateBytes(text) + estimateBytes(answer) + servedBytes(answer),
    });
  }

  get(text: string, make: () => A): A {
    return this.answers.getOrSet(text, make);
  }
}

/**
 * What serving an answer adds while it is kept: the route serializes it once (lib/cached-answer.ts,
 * held in a WeakMap by the answer, so it lives as long as this cache's entry) into a body string and
 * its bytes, and keeps its compressed forms. Counted here so that the bound covers what an entry
 * really holds, not only the value.
 */
function servedBytes(answer: object): number {
  return 2 * JSON.stringify(answer).length + 512;
}

/** Case folding for matching; lower case is what PostgreSQL's ILIKE compares. */
function fold(text: string): string {
  return text.toLowerCase();
}
