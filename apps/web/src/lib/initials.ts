/** Up to two initials of a name ("Sara Al Mansoori" -> "SM"), drawn locally instead of an external avatar service. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** A stable colour per name so the same agent always gets the same circle. */
export function avatarHue(name: string | null | undefined): number {
  let hash = 0;
  for (const ch of name ?? '') hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}
