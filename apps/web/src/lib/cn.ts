import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later Tailwind classes are written to win by order, so no merge step is needed. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
