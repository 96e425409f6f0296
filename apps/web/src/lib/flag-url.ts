const REGIONAL_A = 0x1f1e6;

/** "🇦🇪" -> "AE": the two regional-indicator letters of a flag emoji; other text is returned as is. */
export function flagLetters(emoji: string): string {
  const letters = Array.from(emoji)
    .map((ch) => ch.codePointAt(0) ?? 0)
    .filter((cp) => cp >= REGIONAL_A && cp < REGIONAL_A + 26)
    .map((cp) => String.fromCharCode(65 + cp - REGIONAL_A));
  return letters.length === 2 ? letters.join('') : emoji;
}

/**
 * The ISO 3166-1 alpha-2 code a flag stands for: the country code when given, else the letters of
 * the API's flag emoji (the initial data keeps emoji for compatibility). Null when neither is one.
 */
export function flagCode(country: string | null | undefined, emoji?: string | null): string | null {
  const code = (country || flagLetters(emoji ?? '')).trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/**
 * URL of a flag image: one SVG per country served with the app (vite-plugins/flag-icons.ts copies
 * them from the country-flag-icons package), so pages load only the flags they show.
 */
export function flagUrl(code: string): string {
  return `/flags/${code}.svg`;
}
