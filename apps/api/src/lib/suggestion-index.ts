/**
 * Suggestions for a search box, answered from memory: entries kept in their ranking order (as the
 * database sorted them, so collation ties stay where SQL put them) and matched like SQL
 * `ILIKE '%text%'` with wildcards taken literally - a case-insensitive substring.
 *
 * Any module can adopt it (attractions today; hotel and airport suggestions next): load the rows in
 * ranking order, wrap the index in a versionedValue with the change topic of its tables, and call
 * `match` per request.
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
}

/** Case folding for matching; lower case is what PostgreSQL's ILIKE compares. */
function fold(text: string): string {
  return text.toLowerCase();
}
