import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

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

/** A modal dialog (Radix): focus is trapped inside, Escape and the close button close it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
  className,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            'animate-fade-in rounded-2xl bg-white shadow-2xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="shrink-0 px-5 pt-5 sm:px-6 sm:pt-6">
            <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-slate-500">
                {description}
              </RadixDialog.Description>
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
            <RadixDialog.Close
              className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
