import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  /** Hide the corner close button (e.g. when the footer has the only way out). */
  hideClose?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` puts it in the top layer, makes the
 * rest of the page inert (focus stays inside) and gives focus back on close.
 * Escape, the close button and a click on the backdrop ask the owner to close it; the owner may refuse
 * (e.g. while a request runs). No dialog library, so the dialog adds about 1 KB to a page.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <OpenDialog {...props} />;
}

function OpenDialog({
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
  className,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  // Before paint, so the dialog never shows as an ordinary block in the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable element, often the scrollable body, which then shows a
    // focus ring; start on the dialog itself (its name and description are read out) unless a control
    // asks for focus with autoFocus.
    if (!dialog.querySelector('[autofocus]')) dialog.focus();
    // The page behind is inert but would still scroll under the backdrop.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    let mounted = true;
    const onCancel = (event: Event) => {
      // Escape: the owner decides (it keeps the dialog open while a request runs).
      event.preventDefault();
      onOpenChangeRef.current(false);
    };
    const onClose = () => {
      // A browser may close it without a cancelable event; stay in step with the owner, and if the
      // owner still wants it open, show it again.
      onOpenChangeRef.current(false);
      setTimeout(() => {
        if (mounted && !dialog.open && dialog.isConnected) dialog.showModal();
      });
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      mounted = false;
      root.style.overflow = overflow;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      // close() (not removal alone) gives focus back to the element that opened the dialog.
      if (dialog.open) dialog.close();
    };
  }, []);

  // The dialog box is covered by its content, so a click whose target is the <dialog> itself landed
  // on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onOpenChangeRef.current(false);
  };

  return (
    // The backdrop click is a pointer convenience; keyboard users have Escape and the close button.
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={onBackdropClick}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-hidden p-0 open:flex',
        'animate-fade-in rounded-2xl bg-white text-slate-900 shadow-2xl focus:outline-none',
        'backdrop:animate-fade-in backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      <div className="relative flex max-h-[calc(100dvh-2rem)] min-h-0 w-full flex-col">
        <div className="shrink-0 px-5 pt-5 sm:px-6 sm:pt-6">
          <h2 id={titleId} className="pe-8 text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-500">
              {description}
            </p>
          )}
        </div>
        {/* Only the body scrolls, so the footer's buttons stay in view on small screens. */}
        {children && (
          // Focusable so keyboard users can scroll a long body.
          <div
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 focus-visible:outline-offset-[-2px] sm:px-6"
          >
            {children}
          </div>
        )}
        {footer && (
          <div className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4 sm:px-6">
            {footer}
          </div>
        )}
        {!footer && <div className="h-5 shrink-0 sm:h-6" />}
        {!hideClose && (
          <button
            type="button"
            onClick={() => onOpenChangeRef.current(false)}
            className="absolute top-4 end-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={t('dialog.close', 'Close')}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
    </dialog>
  );
}
