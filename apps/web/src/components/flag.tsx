import { flagLetters, supportsFlagEmoji } from '../lib/flag-emoji';
import { cn } from '../lib/cn';

/** A country flag emoji, or its two letters in a small badge where the system cannot draw flag emoji. */
export function Flag({ emoji, className }: { emoji: string; className?: string }) {
  if (supportsFlagEmoji()) {
    return (
      <span aria-hidden="true" className={cn('text-lg leading-none', className)}>
        {emoji}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-4 w-6 shrink-0 items-center justify-center rounded-sm bg-slate-200 text-[9px] font-bold tracking-wide text-slate-700',
        className,
      )}
    >
      {flagLetters(emoji)}
    </span>
  );
}
