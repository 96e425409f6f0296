export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  /** 0 empty, 1 weak, 2 fair, 3 good, 4 strong. */
  level: StrengthLevel;
  label: '' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  /** The server's rule (8+ characters with a letter, a digit and a special character) is met. */
  meetsRule: boolean;
  /** What is still missing for the rule, in the order a person would fix it. */
  missing: string[];
}

const LABELS = ['', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * A hint for the sign-up and password forms. The rule mirrors the contract's `strongPassword`;
 * length and character variety beyond it raise the level.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return { level: 0, label: '', meetsRule: false, missing: [] };

  const hasLetter = /[A-Za-z]/.test(password);
  const hasDigit = /\d/.test(password);
  const hasSpecial = /[^A-Za-z0-9]/.test(password);
  const mixedCase = /[a-z]/.test(password) && /[A-Z]/.test(password);
  const longEnough = password.length >= 8;

  const missing: string[] = [];
  if (!longEnough) missing.push('at least 8 characters');
  if (!hasLetter) missing.push('a letter');
  if (!hasDigit) missing.push('a digit');
  if (!hasSpecial) missing.push('a special character');
  const meetsRule = missing.length === 0;

  let level: StrengthLevel;
  if (!meetsRule) {
    level = missing.length === 1 && longEnough ? 2 : 1;
  } else {
    const extras = (password.length >= 12 ? 1 : 0) + (mixedCase ? 1 : 0);
    level = extras === 2 ? 4 : 3;
  }
  return { level, label: LABELS[level], meetsRule, missing };
}
