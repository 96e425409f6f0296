import { describe, expect, it } from 'vitest';
import { backward, forward, settle, shownSlide, startPosition, toSlide } from './loop-track';

describe('loop track', () => {
  it('moves forward through the slides and onto the copy of the first', () => {
    let p = startPosition;
    p = forward(p, 3);
    p = forward(p, 3);
    expect(p).toEqual({ index: 2, animate: true });
    p = forward(p, 3);
    expect(p).toEqual({ index: 3, animate: true });
    expect(shownSlide(p, 3)).toBe(0);
    expect(settle(p, 3)).toEqual({ index: 0, animate: false });
  });

  it('continues from the real first slide when the jump is still pending', () => {
    expect(forward({ index: 3, animate: true }, 3)).toEqual({ index: 1, animate: true });
  });

  it('goes backward from the first slide through the copy', () => {
    const jump = backward(startPosition, 3);
    expect(jump).toEqual({ index: 3, animate: false });
    expect(shownSlide(jump, 3)).toBe(0);
    expect(backward(jump, 3)).toEqual({ index: 2, animate: true });
  });

  it('leaves a single slide alone and clamps dots', () => {
    expect(forward(startPosition, 1)).toBe(startPosition);
    expect(backward(startPosition, 1)).toBe(startPosition);
    expect(settle({ index: 1, animate: true }, 3)).toEqual({ index: 1, animate: true });
    expect(toSlide(5, 3)).toEqual({ index: 2, animate: true });
    expect(toSlide(-1, 3)).toEqual({ index: 0, animate: true });
  });
});
