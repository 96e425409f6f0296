import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useClickOutside } from '../../lib/use-click-outside';

const DropdownContext = createContext<{ close: (focusTrigger?: boolean) => void } | null>(null);

export interface DropdownProps {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger (e.g. "Currency: AED"). */
  label: string;
  children: ReactNode;
  align?: 'start' | 'end';
  triggerClassName?: string;
  menuClassName?: string;
  className?: string;
  /**
   * 'fixed' places the menu against the viewport, for triggers inside a scrolling row (whose overflow
   * would clip an absolutely placed menu); it closes when anything scrolls or the window resizes.
   */
  strategy?: 'absolute' | 'fixed';
}

/** Viewport position of a fixed menu under its trigger, kept on screen. */
function fixedPosition(trigger: HTMLElement, align: 'start' | 'end'): CSSProperties {
  const rect = trigger.getBoundingClientRect();
  const margin = 8;
  // 'end' is the trigger's right edge left to right and its left edge right to left.
  const rtl = getComputedStyle(trigger).direction === 'rtl';
  return (align === 'end') !== rtl
    ? {
        position: 'fixed',
        top: rect.bottom + margin,
        right: Math.max(margin, window.innerWidth - rect.right),
      }
    : { position: 'fixed', top: rect.bottom + margin, left: Math.max(margin, rect.left) };
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

/**
 * A menu button (WAI-ARIA pattern) without a positioning library, to keep the shell chunk small:
 * arrows, Home/End move, Escape closes and returns focus, Tab or a click outside closes.
 */
export function Dropdown({
  trigger,
  label,
  children,
  align = 'end',
  triggerClassName,
  menuClassName,
  className,
  strategy = 'absolute',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [fixedStyle, setFixedStyle] = useState<CSSProperties | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((focusTrigger = true) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }, []);
  useClickOutside(rootRef, open, () => setOpen(false));

  // A fixed menu placed under a trigger near the right edge is moved left until it fits the screen.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || strategy !== 'fixed' || !menu) return;
    const overflow = menu.getBoundingClientRect().right - (window.innerWidth - 8);
    if (overflow > 0) menu.style.left = `${Math.max(8, menu.getBoundingClientRect().left - overflow)}px`;
  }, [open, strategy]);

  useEffect(() => {
    if (!open || strategy !== 'fixed') return;
    const dismiss = (event: Event) => {
      if (event.type === 'scroll' && menuRef.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    window.addEventListener('scroll', dismiss, true);
    window.addEventListener('resize', dismiss);
    return () => {
      window.removeEventListener('scroll', dismiss, true);
      window.removeEventListener('resize', dismiss);
    };
  }, [open, strategy]);

  const toggle = () => {
    if (!open && strategy === 'fixed' && triggerRef.current) {
      setFixedStyle(fixedPosition(triggerRef.current, align));
    }
    setOpen((v) => !v);
  };

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    (all.find((el) => el.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle();
          }
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <DropdownContext.Provider value={{ close }}>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            style={strategy === 'fixed' ? fixedStyle : undefined}
            className={cn(
              'z-40 min-w-48 animate-pop-in overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl',
              strategy === 'absolute' && 'absolute top-full mt-2',
              strategy === 'absolute' && (align === 'end' ? 'end-0' : 'start-0'),
              align === 'end'
                ? 'origin-top-right rtl:origin-top-left'
                : 'origin-top-left rtl:origin-top-right',
              menuClassName,
            )}
          >
            {children}
          </div>
        </DropdownContext.Provider>
      )}
    </div>
  );
}

function useDropdown() {
  const ctx = useContext(DropdownContext);
  if (!ctx) throw new Error('Dropdown items must be rendered inside a Dropdown');
  return ctx;
}

const itemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-start text-sm text-slate-700 outline-none hover:bg-slate-100 focus:bg-brand-50 focus:text-brand-800';

interface DropdownItemProps {
  onSelect: () => void;
  children: ReactNode;
  /** Set for single-choice menus (e.g. the currency list): the item becomes a menuitemradio. */
  checked?: boolean;
  className?: string;
}

export function DropdownItem({ onSelect, children, checked, className }: DropdownItemProps) {
  const { close } = useDropdown();
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      onClick={() => {
        close();
        onSelect();
      }}
      className={cn(itemClasses, checked && 'bg-brand-50 font-medium text-brand-800', className)}
    >
      {children}
    </button>
  );
}

interface DropdownLinkProps {
  to: string;
  children: ReactNode;
  /** The page this entry leads to is open (aria-current="page"). */
  current?: boolean;
  /** Opens in a new tab (e.g. the API documentation). */
  external?: boolean;
  className?: string;
}

export function DropdownLink({ to, children, external, current, className }: DropdownLinkProps) {
  const { close } = useDropdown();
  if (external) {
    return (
      <a
        href={to}
        role="menuitem"
        tabIndex={-1}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => close(false)}
        className={cn(itemClasses, className)}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      to={to}
      role="menuitem"
      tabIndex={-1}
      aria-current={current ? 'page' : undefined}
      onClick={() => close(false)}
      className={cn(itemClasses, current && 'bg-brand-50 font-medium text-brand-800', className)}
    >
      {children}
    </Link>
  );
}

export function DropdownSeparator() {
  return <div role="separator" className="my-1 h-px bg-slate-100" />;
}
