import type { Language } from '@portal/domain';
import { hasArabic, isolate } from '../documents/bidi.ts';
import { ar } from './ar.ts';
import { en, type MessageKey } from './en.ts';

/**
 * The server's message catalogues (issue 35): the one home of the fixed texts of documents and mails
 * in each language. The web app has its own catalogues for its screens.
 */
export const catalogues: Record<Language, Record<MessageKey, string>> = { en, ar };
export type { MessageKey };

/**
 * The text of `key` in `language`, `{name}` placeholders filled from `params`. Arabic values are
 * isolated (bidi), so an Arabic name in an English sentence does not pull the numbers after it.
 */
export function t(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const template = catalogues[language][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    const text = String(value);
    return hasArabic(text) ? isolate(text) : text;
  });
}

/** A translator bound to one language: `const tr = translator('ar'); tr('doc.page', {...})`. */
export const translator =
  (language: Language) =>
  (key: MessageKey, params?: Record<string, string | number | null | undefined>): string =>
    t(language, key, params);
