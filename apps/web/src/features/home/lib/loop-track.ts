/**
 * Position of a looping slide track that holds the slides plus a copy of the first one at the end:
 * moving forward from the last slide animates onto the copy, then jumps (without animation) to the
 * real first slide, so the loop never runs backwards across every slide.
 */
export interface TrackPosition {
  /** Index on the track, 0..count (count = the copy of slide 0). */
  index: number;
  /** False for the invisible jump between the copy and the real first slide. */
  animate: boolean;
}

export const startPosition: TrackPosition = { index: 0, animate: true };

/** The slide shown to the user (the copy counts as the first slide). */
export function shownSlide(position: TrackPosition, count: number): number {
  return count === 0 ? 0 : position.index % count;
}

export function forward(position: TrackPosition, count: number): TrackPosition {
  if (count < 2) return position;
  // Already on the copy (its jump is pending): continue from the real first slide.
  const from = position.index >= count ? 0 : position.index;
  return { index: from + 1, animate: true };
}

/**
 * Backward from the first slide needs two steps: jump to the copy at the end, then animate to the
 * last slide. The second step is `backward` again once the jump has been painted.
 */
export function backward(position: TrackPosition, count: number): TrackPosition {
  if (count < 2) return position;
  if (position.index === 0) return { index: count, animate: false };
  return { index: position.index - 1, animate: true };
}

/** Straight to a slide, e.g. from its dot. */
export function toSlide(slide: number, count: number): TrackPosition {
  return { index: Math.min(Math.max(0, slide), Math.max(0, count - 1)), animate: true };
}

/** After an animation settles on the copy, jump to the real first slide. */
export function settle(position: TrackPosition, count: number): TrackPosition {
  return count > 1 && position.index >= count ? { index: 0, animate: false } : position;
}
