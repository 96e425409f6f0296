import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Symbols that survive copy-paste from a mail and need no escaping in a URL or a shell.
const SYMBOLS = '#%+-=@^_~!';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

const pick = (set: string) => set[randomInt(set.length)] as string;

/**
 * A strong random password (CSPRNG): 16 characters with at least one lower-case and one upper-case
 * letter, a digit and a symbol, so it always satisfies the sign-up password rule. Look-alike
 * characters (0/O, 1/l/I) are left out because the agent types it from a mail.
 */
export function generatePassword(length = 16): string {
  if (length < 8) throw new Error('generated passwords are at least 8 characters');
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
