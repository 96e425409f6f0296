/**
 * Secrets (signing keys) must look random. The estimate is deliberately rough: what it refuses is the
 * secret an operator typed by hand - 32 spaces, one character repeated, `abcd...`, a word said three
 * times - while a random 32-character hex secret (128 real bits) always passes with room to spare.
 */

/** Least estimated bits a secret needs; random hex or base64 of 16+ bytes estimates at 75 and more. */
export const MIN_SECRET_BITS = 64;
/** Longer secrets are estimated on their start only (the repeat search below is quadratic). */
const MAX_ESTIMATED_CHARS = 256;
/** A stretch this long that already appeared earlier adds nothing. */
const REPEAT_MIN = 4;

/** Shannon entropy per symbol of a sequence, from its symbol frequencies. */
function bitsPerSymbol<T>(symbols: readonly T[]): number {
  const counts = new Map<T, number>();
  for (const s of symbols) counts.set(s, (counts.get(s) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / symbols.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** How many characters are new: a stretch of REPEAT_MIN or more that occurred before counts nothing. */
function novelChars(chars: readonly string[]): number {
  let novel = 0;
  for (let i = 0; i < chars.length;) {
    let longest = 0;
    for (let j = 0; j < i; j++) {
      let k = 0;
      while (i + k < chars.length && chars[j + k] === chars[i + k]) k++;
      longest = Math.max(longest, k);
    }
    if (longest >= REPEAT_MIN) i += longest;
    else {
      novel++;
      i++;
    }
  }
  return novel;
}

/**
 * Estimated bits of a secret: the entropy per character - the lower of the characters' own and of the
 * steps between neighbours (so `abcdef...` or `qrstuv...` count little) - times the characters that do
 * not repeat an earlier stretch.
 */
export function secretBits(secret: string): number {
  const chars = [...secret].slice(0, MAX_ESTIMATED_CHARS);
  if (chars.length < 2) return 0;
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  return Math.min(bitsPerSymbol(chars), bitsPerSymbol(steps)) * novelChars(chars);
}
