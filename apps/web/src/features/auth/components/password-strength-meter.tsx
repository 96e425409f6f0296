import { useLanguage, useT, type Translate } from '../../../lib/i18n';
import { passwordStrength, type PasswordStrength } from '../lib/password-strength';

const BAR_COLOURS = [
  'bg-slate-200',
  'bg-red-500',
  'bg-amber-500',
  'bg-emerald-500',
  'bg-emerald-600',
] as const;

/** Live hint under a new-password field: four bars, a label and what the rule still needs. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  const { language } = useLanguage();
  const strength = passwordStrength(password);
  if (strength.level === 0) {
    return (
      <p className="text-xs text-slate-500">
        {t('strength.rule', 'At least 8 characters with a letter, a digit and a special character.')}
      </p>
    );
  }
  const missing = strength.missing.map((item) => missingLabel(t, item)).join(language === 'ar' ? '، ' : ', ');
  return (
    <div className="space-y-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={`h-1.5 flex-1 rounded-full ${bar <= strength.level ? BAR_COLOURS[strength.level] : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {t('strength.label', 'Password strength:')}{' '}
        <span className="font-semibold">{levelLabel(t, strength.label)}</span>
        {missing ? ` ${t('strength.add', '(add {missing})', { missing })}` : ''}
      </p>
    </div>
  );
}

function levelLabel(t: Translate, label: PasswordStrength['label']): string {
  switch (label) {
    case 'Weak':
      return t('strength.weak', 'Weak');
    case 'Fair':
      return t('strength.fair', 'Fair');
    case 'Good':
      return t('strength.good', 'Good');
    case 'Strong':
      return t('strength.strong', 'Strong');
    default:
      return label;
  }
}

function missingLabel(t: Translate, item: string): string {
  switch (item) {
    case 'at least 8 characters':
      return t('strength.length', 'at least 8 characters');
    case 'a letter':
      return t('strength.letter', 'a letter');
    case 'a digit':
      return t('strength.digit', 'a digit');
    case 'a special character':
      return t('strength.special', 'a special character');
    default:
      return item;
  }
}
