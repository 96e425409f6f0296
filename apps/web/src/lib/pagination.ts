export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** "Showing 11-20 of 57" figures for a 1-based page. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min(total, (page - 1) * pageSize + 1);
  return { from, to: Math.min(total, page * pageSize) };
}

export type PageItem = number | 'gap';

/**
 * Page numbers to show: always the first and last, the current one with `siblings` on each side,
 * and a gap marker where numbers are left out, e.g. [1, 'gap', 4, 5, 6, 'gap', 12].
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return [1];
  const start = Math.max(2, current - siblings);
  const end = Math.min(total - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push(start === 3 ? 2 : 'gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total - 1) items.push(end === total - 2 ? total - 1 : 'gap');
  items.push(total);
  return items;
}
