/**
 * The form of a name used for accent- and case-insensitive search: Unicode-decomposed with the
 * accents dropped, lower-cased, apostrophes removed and any other punctuation turned into single
 * spaces ("Mövenpick" → "movenpick", "One&Only" → "one only", "A’Salam" → "asalam"). The seed stores
 * it in `name_search` columns (PGlite has no `unaccent`); search code normalizes the query the same
 * way and matches with `like`.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
