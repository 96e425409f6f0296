import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import type * as EnglishLanguage from '@zxcvbn-ts/language-en';
import { badRequest } from './app-error.ts';
import { lazyModule } from './lazy-module.ts';

// The dictionaries alone are about 12 MB of heap once loaded: loaded with the estimator (lazy-module.ts).
const zxcvbn = lazyModule<typeof ZxcvbnCore>('@zxcvbn-ts/core');
const common = lazyModule<typeof CommonLanguage>('@zxcvbn-ts/language-common');
const english = lazyModule<typeof EnglishLanguage>('@zxcvbn-ts/language-en');

/**
 * zxcvbn score (0-4) a chosen password needs. 3 is "safely unguessable: moderate protection from
 * an offline slow-hash attack" - the lists of breached and common passwords, keyboard walks, dates,
 * names and l33t variants of dictionary words all score below it.
 */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD = 'This password is too easy to guess';

let factory: ZxcvbnFactory | null = null;
/** Built on first use: the dictionaries take a moment to rank, and most processes never need them. */
function estimator(): ZxcvbnFactory {
  factory ??= new (zxcvbn().ZxcvbnFactory)({
    dictionary: { ...common().dictionary, ...english().dictionary },
    graphs: common().adjacencyGraphs,
    translations: english().translations,
    // Levenshtein matching makes one check cost most of a second of CPU: too much for a public route.
    useLevenshteinDistance: false,
  });
  return factory;
}

/** The words of the account's own details (e-mail, names, company): a password built on them is weak. */
function personalWords(inputs: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (!input) continue;
    const value = input.toLowerCase();
    words.add(value);
    for (const part of value.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

function messageOf(result: ZxcvbnResult): string {
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter((hint): hint is string =>
    Boolean(hint),
  );
  return hints.length > 0
    ? `${WEAK_PASSWORD}. ${hints.join(' ')}`
    : `${WEAK_PASSWORD}. Add more words or characters.`;
}

/** Null when the password is strong enough, otherwise a message that says why and how to fix it. */
export function passwordWeakness(
  password: string,
  userInputs: (string | null | undefined)[] = [],
): string | null {
  const result = estimator().check(password, personalWords(userInputs));
  return result.score >= MIN_PASSWORD_SCORE ? null : messageOf(result);
}

/**
 * Refuses a weak user-chosen password with 400 and the message on the form field. Server side only:
 * the web app shows this message and never loads the dictionaries.
 */
export function assertStrongPassword(
  password: string,
  field: string,
  userInputs: (string | null | undefined)[] = [],
): void {
  const weakness = passwordWeakness(password, userInputs);
  if (weakness) throw badRequest(weakness, { [field]: [weakness] });
}
