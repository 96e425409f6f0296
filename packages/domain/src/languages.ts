/**
 * The portal's languages (issue 35): English and Arabic. A person reads the portal and its mails in
 * their own language; an agency hands its clients documents in its client language. Arabic runs right
 * to left.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Whether text in the language runs right to left. */
export function isRtl(language: Language): boolean {
  return language === 'ar';
}
