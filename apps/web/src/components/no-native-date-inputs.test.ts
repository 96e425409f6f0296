import { describe, expect, it } from 'vitest';

/**
 * Dates are DD/MM/YYYY everywhere (spec section 2.5): every date field of the web app is the shared
 * DateInput (components/date-input.tsx), never the browser's own date box, which shows mm/dd/yyyy (or
 * the machine's locale). This reads every source file of the app and refuses a native date input.
 */

/** Every source file of the app (tests aside), by its path from this folder. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);
const NATIVE = /type\s*=\s*\{?\s*["'`](date|datetime-local|month|week)["'`]/;
/** `type: 'date'` is a list filter's declaration (FilterField), which FiltersForm draws as a DateInput. */
const DECLARED = /type\s*:\s*["'`](date|datetime-local|month|week)["'`]/;

function nativeDateLines([path, text]: [string, string]): string[] {
  const filterList = /\bFilterField\b/.test(text);
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => NATIVE.test(line) || (DECLARED.test(line) && !filterList))
    .map(({ line, n }) => `${path}:${n}: ${line.trim()}`);
}

describe('date fields', () => {
  it('the scan finds the app and would see a native date box', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(SOURCES['./date-input.tsx']).toContain('placeholder="DD/MM/YYYY"');
    expect(NATIVE.test('<Input type="date" value={x} />')).toBe(true);
    expect(NATIVE.test("<input type={'datetime-local'} />")).toBe(true);
    expect(DECLARED.test("{field('date', 'Date', { type: 'date' })}")).toBe(true);
  });

  it('no page uses the browser date input (mm/dd/yyyy); all are the DD/MM/YYYY DateInput', () => {
    expect(Object.entries(SOURCES).flatMap(nativeDateLines)).toEqual([]);
  });

  it('list filters declared as dates are drawn by FiltersForm as a DateInput', () => {
    expect(SOURCES['./orders/filters-form.tsx']).toMatch(/f\.type === 'date' \?[\s\S]*?<DateInput/);
  });
});
