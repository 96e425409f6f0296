/**
 * Drops optional text fields left empty (and absent ones), so the API receives "not given" rather than an empty
 * string it would store. Required fields are validated before this runs and are never empty.
 */
export function withoutEmptyStrings<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = values[key];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    out[key] = value;
  }
  return out;
}
