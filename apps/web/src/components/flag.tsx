import { useState } from 'react';
import { flagCode, flagUrl } from '../lib/flag-url';
import { cn } from '../lib/cn';

interface FlagProps {
  /** ISO 3166-1 alpha-2 code of the country. */
  country?: string | null;
  /** The API's flag emoji, read for its letters when no country code is at hand. */
  emoji?: string | null;
  className?: string;
  /** Flags far down a long list load when scrolled to. */
  lazy?: boolean;
}

/**
 * A country flag drawn as an image (issue 17: flag emoji show as boxes or letter pairs on systems
 * without an emoji flag font, most Windows machines among them). Decorative: the country's name or
 * code is always written next to it. An unknown code, or an image that cannot load, shows the two
 * letters in a small badge of the same size.
 */
export function Flag({ country, emoji, className, lazy }: FlagProps) {
  const code = flagCode(country, emoji);
  const [broken, setBroken] = useState<string | null>(null);
  const size = 'inline-block h-4 w-6 shrink-0 rounded-[3px]';
  if (!code || broken === code) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          size,
          'inline-flex items-center justify-center bg-slate-200 text-[9px] font-bold tracking-wide text-slate-700',
          className,
        )}
      >
        {code ?? '?'}
      </span>
    );
  }
  return (
    <img
      src={flagUrl(code)}
      alt=""
      width={24}
      height={16}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      data-flag={code}
      onError={() => setBroken(code)}
      className={cn(size, 'object-cover shadow-[0_0_0_1px_rgba(15,23,42,0.12)]', className)}
    />
  );
}
