import { randomInt } from 'node:crypto';
import { FLAG_NAMES, type FlagName } from '../auth/agents.repository.ts';
import { CliInputError } from '../../cli/argv.ts';

const ON = new Set(['on', 'true', 'yes', '1']);
const OFF = new Set(['off', 'false', 'no', '0']);

/** `showHotel=on showVisa=off` -> { showHotel: true, showVisa: false }; names are case-insensitive. */
export function parseFlagAssignments(words: readonly string[]): Partial<Record<FlagName, boolean>> {
  const result: Partial<Record<FlagName, boolean>> = {};
  for (const word of words) {
    const [rawName, rawValue, ...rest] = word.split('=');
    const name = FLAG_NAMES.find((f) => f.toLowerCase() === rawName?.trim().toLowerCase());
    if (!name) {
      throw new CliInputError(`Unknown flag "${rawName ?? word}". Flags: ${FLAG_NAMES.join(', ')}`);
    }
    const value = rawValue?.trim().toLowerCase();
    if (rest.length > 0 || value === undefined || (!ON.has(value) && !OFF.has(value))) {
      throw new CliInputError(`Write "${name}=on" or "${name}=off" (got "${word}")`);
    }
    if (name in result) throw new CliInputError(`${name} is given twice`);
    result[name] = ON.has(value);
  }
  return result;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '#%+=@!';

/** A random 16-character password that satisfies the sign-up strength rule (letter, digit, special). */
export function generatePassword(length = 16): string {
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const all = LOWER + UPPER + DIGITS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
