/**
 * The web app's languages (issue 35): English, the source language every message is written in, and
 * Arabic, right to left. The one list the switch, the detection and the document's lang/dir read.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Direction = 'ltr' | 'rtl';

/** Each language named in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** The Intl locale numbers, money and dates are formatted in. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-AE', ar: 'ar-AE' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The language to start in: the visitor's stored choice, otherwise the first of the browser's
 * languages that the portal speaks ("ar-AE" -> Arabic), otherwise English.
 */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
