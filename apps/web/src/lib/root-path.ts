/**
 * A configured asset path anchored at the site root: "brand/icon.svg" and "./brand/icon.svg" become
 * "/brand/icon.svg". A relative href resolves against the page's own folder, so on nested pages
 * (/attractions/details/5) it would ask for /attractions/details/brand/icon.svg and get 404.
 * Absolute http(s) URLs and root paths are kept.
 */
export function rootPath(value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/${trimmed.replace(/^(\.\/)+/, '')}`;
}
