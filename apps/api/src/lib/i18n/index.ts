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
 * The text of `key` in `language`, `{name}` placeholders filled from `params`. Values are isolated
 * (bidi) in Arabic texts and wherever they are Arabic: an Arabic name in an English sentence does not
 * pull the numbers after it, and "+971 4 123 4567" keeps its order in an Arabic one.
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
    return language === 'ar' || hasArabic(text) ? isolate(text) : text;
  });
}

/**
 * `t` with some values put in exactly as they are, never bidi-isolated: web addresses, e-mail
 * addresses and passwords in mails, which the reader opens or copies (an isolate mark would go with
 * them, and the mail layout's link would take it in).
 */
export function tVerbatim(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number | null | undefined>,
  verbatim: Record<string, string>,
): string {
  return t(language, key, params).replace(/\{(\w+)\}/g, (whole, name: string) => verbatim[name] ?? whole);
}

/** A traveller's title (Mr, Mrs, ...) in the language; an unknown one as given. */
export function titleIn(language: Language, title: string): string {
  const key = `title.${title}`;
  return key in catalogues[language] ? catalogues[language][key as MessageKey] : title;
}

/** A translator bound to one language: `const tr = translator('ar'); tr('doc.page', {...})`. */
export const translator =
  (language: Language) =>
  (key: MessageKey, params?: Record<string, string | number | null | undefined>): string =>
    t(language, key, params);
