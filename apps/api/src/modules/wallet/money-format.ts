import { toMajor } from '@portal/domain';

/** Answers carry major units (AED) as numbers with at most two decimals. */
export const major = (minor: number | string | null | undefined): number => toMajor(Number(minor ?? 0));

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** "Agent", "admin:<id>", "cli" ... the journal's created_by of a caller. */
export type Actor = `agent:${string}` | `admin:${string}` | 'cli' | 'system';
