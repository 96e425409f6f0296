/**
 * Whether two arrays hold the very same elements in the same order (compared by identity): how the
 * hotel search's caches and memos recognise the content cache's records, which it hands out as the
 * same objects until it reloads them - a thousand hotels compare in microseconds, with no key built.
 */
export function sameElements<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
