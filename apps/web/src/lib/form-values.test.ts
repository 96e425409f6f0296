import { describe, expect, it } from 'vitest';
import { withoutEmptyStrings } from './form-values';

describe('withoutEmptyStrings', () => {
  it('drops empty and blank strings and keeps everything else', () => {
    expect(withoutEmptyStrings({ a: 'x', b: '', c: '  ', d: 0, e: false, f: null })).toEqual({
      a: 'x',
      d: 0,
      e: false,
      f: null,
    });
  });
});
