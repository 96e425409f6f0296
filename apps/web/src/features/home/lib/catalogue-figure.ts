/**
 * A catalogue size as a banner states it, never above the real number (issue 17): below 100 the
 * exact count; from 100 on, rounded down to two significant digits with a "+" when something was
 * cut ("1,234" -> "1,200+", "1,200" -> "1,200"). Null when there is nothing to state.
 */
export function catalogueFigure(count: number | null | undefined): string | null {
  if (!count || !Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  if (whole < 100) return String(whole);
  const step = 10 ** (String(whole).length - 2);
  const floored = Math.floor(whole / step) * step;
  return `${floored.toLocaleString('en-US')}${floored < whole ? '+' : ''}`;
}
