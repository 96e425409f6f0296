import { setupI18n, type Messages } from '@lingui/core';
import { readStorage, writeStorage } from '../storage';
import { compileEnglish } from './compile';
import { intlLocale, setArabicDigits, type ArabicDigits } from './format';
import { directionOf, INTL_LOCALES, isLanguage, pickLanguage, type Language } from './languages';

const INTL_AR = INTL_LOCALES.ar;

/**
 * The app's one Lingui instance (issue 35, docs/decisions/0018-languages.md). Messages are written in
 * English at the call site with a stable id (`t('header.signOut', 'Sign out')`); a translated
 * language's catalogue (catalogues/ar.ts) is a separate chunk, loaded on demand and compiled with
 * Lingui's `compileMessage` as it loads, so an English visit carries neither.
 */
export const i18n = setupI18n();
// English is the messages at the call sites: compiled by the small compiler, never loaded.
i18n.setMessagesCompiler(compileEnglish);
i18n.load('en', {});
i18n.activate('en', [intlLocale('en')]);

export const LANGUAGE_KEY = 'language';
/** Set when the visitor chose a language on the sign-in page: it is saved to their profile on sign-in. */
const CHOSEN_SIGNED_OUT_KEY = 'language-chosen-signed-out';

const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Record<string, string> }>> = {
  ar: () => import('./catalogues/ar'),
};
const loaded = new Map<Language, Messages>([['en', {}]]);

async function loadCatalogue(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const [{ messages }, { compileMessage }] = await Promise.all([
    catalogues[language as Exclude<Language, 'en'>](),
    import('@lingui/message-utils/compileMessage'),
  ]);
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(messages)) compiled[id] = compileMessage(message);
  i18n.load(language, compiled);
  loaded.set(language, compiled);
  return compiled;
}

/**
 * A translator of another language than the page's (issue 35): a text written for the agent's client in
 * the client's language (the quotation e-mail), whatever language the agent reads the portal in. The
 * same catalogue and `t('id', 'English')` form; values set apart right to left as `t` does.
 */
export async function translatorIn(
  language: Language,
): Promise<(id: string, message: string, values?: Record<string, unknown>) => string> {
  const messages = await loadCatalogue(language);
  const other = setupI18n();
  other.setMessagesCompiler(compileEnglish);
  other.load(language, messages);
  other.activate(language, [intlLocale(language)]);
  return (id, message, values) => other._({ id, message, values: isolateValues(values, language) });
}

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** `lang` and `dir` on <html>: the whole layout turns with it (logical classes, Radix, toasts). */
function applyToDocument(language: Language): void {
  const html = document.documentElement;
  html.lang = language;
  html.dir = directionOf(language);
}

/**
 * Switches the app to a language: loads its catalogue first (no half-translated frame), then turns the
 * document. `remember` stores the choice in this browser (the profile keeps it too, server-language.ts).
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await loadCatalogue(language);
  if (remember) writeStorage(LANGUAGE_KEY, language);
  applyToDocument(language);
  // Lingui formats numbers (`#` in plurals) with these locales: Western digits unless chosen otherwise.
  if (i18n.locale !== language) i18n.activate(language, [intlLocale(language)]);
}

/**
 * The company's digits for Arabic (company settings, issue 35): Western by default, Arabic-Indic when
 * chosen. An Arabic page re-renders with them (Lingui is activated again with the new locale).
 */
export function applyCompanyDigits(digits: ArabicDigits): void {
  if (intlLocale('ar') === `${INTL_AR}-u-nu-${digits}`) return;
  setArabicDigits(digits);
  if (currentLanguage() === 'ar') i18n.activate('ar', [intlLocale('ar')]);
}

/**
 * The back office stays in English for staff (issue 35 §2), whatever language this browser keeps for
 * the agent portal: its pages, the server's messages and the formats. Names keep their own script and
 * direction (dir="auto" where they are shown).
 */
export const BACK_OFFICE_PATH = /^\/admin(?:\/|$)/;

/**
 * Before the first render (and on leaving the back office): the stored choice, else the browser's
 * language (a first visit); English in the back office.
 */
export function startLanguage(): Promise<void> {
  const language = BACK_OFFICE_PATH.test(globalThis.location?.pathname ?? '')
    ? 'en'
    : pickLanguage(readStorage(LANGUAGE_KEY), navigator.languages ?? [navigator.language]);
  if (language === 'en') {
    applyToDocument('en');
    return Promise.resolve();
  }
  // A catalogue that fails to load leaves the app in English rather than blank.
  return setLanguage(language, { remember: false }).catch(() => applyToDocument('en'));
}

export function markChosenSignedOut(chosen: boolean): void {
  try {
    if (chosen) sessionStorage.setItem(CHOSEN_SIGNED_OUT_KEY, '1');
    else sessionStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    /* storage blocked: the profile's language wins on sign-in */
  }
}

export function chosenSignedOut(): boolean {
  try {
    return sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** An ICU select's keyword ("booking", "yes"): a choice, never shown, so never isolated. */
const SELECT_KEYWORD = /^[a-z][a-z0-9_]*$/;

/**
 * Right to left, each text value is set apart (first-strong isolate, as the server's documents do): a
 * date "31/12/2026 20:00", a phone or a Latin hotel name keeps its own order inside an Arabic
 * sentence instead of being reordered with it. Numbers (plural counts) and select keywords stay as
 * they are.
 */
export function isolateValues(
  values: Record<string, unknown> | undefined,
  language: string,
): Record<string, unknown> | undefined {
  if (!values || language !== 'ar') return values;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values))
    out[name] = typeof value === 'string' && !SELECT_KEYWORD.test(value) ? `\u2068${value}\u2069` : value;
  return out;
}

/** A message outside React (a toast text, a document title): English source with a stable id. */
export function t(id: string, message: string, values?: Record<string, unknown>): string {
  return i18n._({ id, message, values: isolateValues(values, i18n.locale) });
}
