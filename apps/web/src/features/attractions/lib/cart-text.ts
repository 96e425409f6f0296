/** "2 adults, 1 child" (counts of zero left out). */
export function travellersText(counts: { adult: number; child: number; infant: number }): string {
  const parts: string[] = [];
  if (counts.adult) parts.push(`${counts.adult} ${counts.adult === 1 ? 'adult' : 'adults'}`);
  if (counts.child) parts.push(`${counts.child} ${counts.child === 1 ? 'child' : 'children'}`);
  if (counts.infant) parts.push(`${counts.infant} ${counts.infant === 1 ? 'infant' : 'infants'}`);
  return parts.join(', ') || 'No travellers';
}
