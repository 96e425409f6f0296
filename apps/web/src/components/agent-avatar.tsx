import { useState } from 'react';
import { avatarHue, initialsOf } from '../lib/initials';
import { cn } from '../lib/cn';

interface AgentAvatarProps {
  name: string;
  src: string | null | undefined;
  className?: string;
}

/**
 * The agent's picture, or a circle with their initials drawn locally (the original used an external
 * initials service; the portal must work offline). A broken image also falls back to the initials.
 */
export function AgentAvatar({ name, src, className }: AgentAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const classes = cn(
    'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (src && broken !== src) {
    return <img src={src} alt="" className={cn(classes, 'object-cover')} onError={() => setBroken(src)} />;
  }
  const hue = avatarHue(name);
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'text-sm font-semibold text-white select-none')}
      style={{ backgroundColor: `hsl(${hue} 45% 30%)` }}
    >
      {initialsOf(name)}
    </span>
  );
}
