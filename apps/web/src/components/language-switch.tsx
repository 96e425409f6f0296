import { Languages } from 'lucide-react';
import { useState } from 'react';
import { chooseLanguage, LANGUAGE_NAMES, useLanguage, useT, type Language } from '../lib/i18n';
import { cn } from '../lib/cn';

/**
 * The language switch (issue 35) in the header and on the sign-in page: one button naming the other
 * language in itself ("العربية" / "English"). Signed in, the choice is saved to the profile too.
 */
export function LanguageSwitch({
  signedIn,
  compact = false,
  className,
}: {
  signedIn: boolean;
  /** Icon only below the sm breakpoint (the header). */
  compact?: boolean;
  className?: string;
}) {
  const { language } = useLanguage();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      title={t('language.switch', 'Change language')}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other, signedIn).finally(() => setBusy(false));
      }}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60',
        className,
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      {/* Small screens show the icon; the name stays the button's accessible name. */}
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
