import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { logicalClasses, physicalClasses } from './logical-classes.mjs';

describe('physicalClasses', () => {
  it('finds physical classes with variants, minus signs and arbitrary values', () => {
    expect(physicalClasses('flex ml-2 md:pr-4 -left-1.5 after:right-0 text-right left-[21cqh]')).toEqual([
      { physical: 'text-right', logical: 'text-end' },
      { physical: 'ml-2', logical: 'ms-2' },
      { physical: 'pr-4', logical: 'pe-4' },
      { physical: '-left-1.5', logical: '-start-1.5' },
      { physical: 'right-0', logical: 'end-0' },
      { physical: 'left-[21cqh]', logical: 'start-[21cqh]' },
    ]);
    expect(physicalClasses('border-l rounded-tr-lg')).toEqual([
      { physical: 'border-l', logical: 'border-s' },
      { physical: 'rounded-tr-lg', logical: 'rounded-se-lg' },
    ]);
  });

  it('leaves logical classes and ordinary words alone', () => {
    expect(physicalClasses('ms-2 pe-4 start-0 end-3 text-start border-s rounded-e-lg')).toEqual([]);
    expect(physicalClasses('Turn left at the hotel, then right')).toEqual([]);
    expect(physicalClasses('slide-in-from-left-2 data-[side=left]:x')).toEqual([]);
  });
});

describe('portal/logical-classes', () => {
  it('reports className strings, cn() arguments and template texts', () => {
    const tester = new RuleTester({
      languageOptions: {
        ecmaVersion: 2024,
        sourceType: 'module',
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
    });
    // RuleTester throws when a case fails; vitest reports the throw.
    expect(() =>
      tester.run('logical-classes', logicalClasses, {
        valid: ['<div className="ms-2 text-end" />', "cn('ps-3', open && 'end-0')", 'const s = `me-1 ${x}`;'],
        invalid: [
          { code: '<div className="ml-2 text-end" />', errors: [{ messageId: 'physical' }] },
          { code: "cn('pl-3', open && 'right-0')", errors: 2 },
          { code: 'const s = `text-left ${x}`;', errors: 1 },
        ],
      }),
    ).not.toThrow();
  });
});
