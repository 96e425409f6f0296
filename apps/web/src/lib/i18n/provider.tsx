import { I18nProvider, useLingui } from '@lingui/react';
import { useCallback, type ReactNode } from 'react';
import { currentLanguage, i18n, isolateValues, setLanguage } from './i18n';
import { directionOf, type Language } from './languages';

/** The app's messages for everything below; a language switch re-renders the readers of `useT`. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type Translate = (id: string, message: string, values?: Record<string, unknown>) => string;

/**
 * `const t = useT(); t('header.signOut', 'Sign out')`: the message in the current language; the
 * English text is the source (and the fallback while a translation is missing).
 */
export function useT(): Translate {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  return useCallback<Translate>(
    (id, message, values) => active._({ id, message, values: isolateValues(values, locale) }),
    // A new function per language, so memoised readers see the change.
    [active, locale],
  );
}

export function useLanguage(): {
  language: Language;
  dir: 'ltr' | 'rtl';
  setLanguage: (language: Language) => Promise<void>;
} {
  useLingui();
  const language = currentLanguage();
  return { language, dir: directionOf(language), setLanguage };
}
