import { groupDigits } from '../../../lib/format';

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
  // groupDigits, not toLocaleString: the home page's first render would otherwise load the browser's
  // number-format data (a tenth of a second of a phone's CPU) for one figure.
  return `${groupDigits(String(floored))}${floored < whole ? '+' : ''}`;
}
