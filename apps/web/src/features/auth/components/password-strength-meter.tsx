import { passwordStrength } from '../lib/password-strength';

const BAR_COLOURS = [
  'bg-slate-200',
  'bg-red-500',
  'bg-amber-500',
  'bg-emerald-500',
  'bg-emerald-600',
] as const;

/** Live hint under a new-password field: four bars, a label and what the rule still needs. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (strength.level === 0) {
    return (
      <p className="text-xs text-slate-500">
        At least 8 characters with a letter, a digit and a special character.
      </p>
    );
  }
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
        Password strength: <span className="font-semibold">{strength.label}</span>
        {strength.missing.length > 0 ? ` (add ${strength.missing.join(', ')})` : ''}
      </p>
    </div>
  );
}
