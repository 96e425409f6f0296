import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The control (Input, Select, Textarea...); it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** Label, control, hint and error text wired together for screen readers. */
export function Field({ label, children, error, hint, required, className }: FieldProps) {
  const autoId = useId();
  const id = children.props.id ?? autoId;
  // The error replaces the hint, so the control is described by whichever of the two is on screen.
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = errorId ?? hintId;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ms-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control}
      {hintId && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
