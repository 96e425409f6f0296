import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** First, empty entry (e.g. "Select a country"). */
  placeholder?: string;
  /**
   * Drawn inside the control before the chosen entry's text, e.g. the chosen country's flag image
   * (a native option can hold text only).
   */
  leading?: (value: string) => ReactNode;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A native select: keyboard, screen readers and mobile pickers work without extra code. */
export function Select({ options, placeholder, className, leading, ref, onChange, ...props }: SelectProps) {
  const element = useRef<HTMLSelectElement | null>(null);
  const [current, setCurrent] = useState(() => String(props.value ?? props.defaultValue ?? ''));
  const setRef = useCallback(
    (node: HTMLSelectElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // Form libraries may set the value through the ref without a change event (a form reset): the
  // adornment follows whatever the control holds after each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render on purpose (see above); guarded
  useLayoutEffect(() => {
    if (leading && element.current && element.current.value !== current) setCurrent(element.current.value);
  });
  const adornment = leading ? leading(current) : null;

  return (
    <div className={cn('relative', className)}>
      {adornment ? (
        <span className="pointer-events-none absolute top-1/2 start-3 flex -translate-y-1/2 items-center">
          {adornment}
        </span>
      ) : null}
      <select
        ref={setRef}
        className={cn(controlClasses, 'h-10 appearance-none pe-9', adornment ? 'ps-11' : null)}
        onChange={(event) => {
          setCurrent(event.target.value);
          onChange?.(event);
        }}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
