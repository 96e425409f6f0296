import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface NumberFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** `decimal`: an amount in AED or a percentage; `whole`: a count (nights, days, adults). */
  kind?: 'decimal' | 'whole';
  min?: number;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * One labelled number of the extranet forms (a rate, a count of nights or days): kept as typed text,
 * read into a number when the form is sent, so a half-typed value is never rewritten under the cursor.
 */
export function NumberField({
  label,
  value,
  onChange,
  kind = 'whole',
  min,
  hint,
  required,
  className,
}: NumberFieldProps) {
  return (
    <Field label={label} hint={hint} required={required} className={className}>
      {kind === 'decimal' ? (
        <Input inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          type="number"
          inputMode="numeric"
          min={min}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
