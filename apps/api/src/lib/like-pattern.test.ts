import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern.ts';

describe('likePattern', () => {
  it('wraps the text for a contains match', () => {
    expect(likePattern('dub')).toBe('%dub%');
  });

  it('escapes the wildcards and the escape character itself', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
