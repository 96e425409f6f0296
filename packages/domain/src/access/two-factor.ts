/**
 * Two-factor sign-in (issue 32 §4, issue 33 §1): the pure rules. The API keeps the secrets and checks the
 * codes (a maintained TOTP library); what a typed code is, when a sign-in needs a second step and how a
 * session's device reads live here.
 */

/** How many one-time recovery codes an enrolment (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code (without its dash): lower-case letters and digits, no look-alikes. */
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A typed code as compared: no spaces or dashes, lower case ("123 456" = "123456", "AB12C-D34EF" = "ab12cd34ef"). */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase();
}

/** What a (normalized) code is: an authenticator's 6 digits, a recovery code, or neither. */
export function codeKind(code: string): 'totp' | 'recovery' | null {
  if (/^\d{6}$/.test(code)) return 'totp';
  if (code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c)))
    return 'recovery';
  return null;
}

/** A recovery code as shown: two groups of five ("ab12c-d34ef"). */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code from random bytes (one character per byte, bias-free enough for 31 symbols of 256). */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error('not enough random bytes');
  let out = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    out += RECOVERY_ALPHABET[bytes[i]! % RECOVERY_ALPHABET.length];
  return out;
}

/**
 * The step a correct password leads to: 'code' when the person has two-factor sign-in on, 'enrol' when it
 * must set it up first (its agency requires it, or its staff roles move money), null: signed in at once.
 */
export function secondStep(person: { enabled: boolean; required: boolean }): 'code' | 'enrol' | null {
  if (person.enabled) return 'code';
  return person.required ? 'enrol' : null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A session's device in words from its user agent: "Chrome on Windows", "Safari on iOS", "Unknown device". */
export function deviceOf(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  return userAgent.slice(0, 60);
}
