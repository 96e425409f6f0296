const REGIONAL_A = 0x1f1e6;

/** "🇦🇪" -> "AE": the two regional-indicator letters of a flag emoji; other text is returned as is. */
export function flagLetters(emoji: string): string {
  const letters = Array.from(emoji)
    .map((ch) => ch.codePointAt(0) ?? 0)
    .filter((cp) => cp >= REGIONAL_A && cp < REGIONAL_A + 26)
    .map((cp) => String.fromCharCode(65 + cp - REGIONAL_A));
  return letters.length === 2 ? letters.join('') : emoji;
}

let supported: boolean | null = null;

/**
 * Whether this system draws flag emoji (Windows and many Linux desktops show two letters instead).
 * Checked once by drawing a flag on a canvas and looking for colour.
 */
export function supportsFlagEmoji(): boolean {
  if (supported !== null) return supported;
  supported = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 16;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (ctx) {
      ctx.textBaseline = 'top';
      ctx.font = '14px sans-serif';
      ctx.fillText('🇦🇪', 0, 0);
      const data = ctx.getImageData(0, 0, 16, 16).data;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 0 && (Math.abs(r - g) > 20 || Math.abs(g - b) > 20)) {
          supported = true;
          break;
        }
      }
    }
  } catch {
    supported = false;
  }
  return supported;
}
