import { describe, expect, it } from 'vitest';
import { amendmentIdOf } from './labels';

describe('amendmentIdOf', () => {
  it('keeps a UUID from the address and drops anything else', () => {
    expect(amendmentIdOf('F5EBCF00-79FE-45A4-94FE-4DD6897FB28B')).toBe(
      'F5EBCF00-79FE-45A4-94FE-4DD6897FB28B',
    );
    expect(amendmentIdOf('nope')).toBe('');
    expect(amendmentIdOf('f5ebcf00-79fe-45a4-94fe-4dd6897fb28b/x')).toBe('');
    expect(amendmentIdOf(null)).toBe('');
    expect(amendmentIdOf(undefined)).toBe('');
  });
});
