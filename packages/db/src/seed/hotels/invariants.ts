import { addDays, MAX_CHILD_AGE, type HotelContract } from '@portal/domain';

const BOARD_ORDER = ['RO', 'BB', 'HB', 'FB', 'AI'];

/**
 * What a contract must satisfy for contract pricing to read it unambiguously; answers the broken
 * rules (empty when sound). Used by the seed tests on the generated and the stored contracts.
 */
export function contractProblems(c: HotelContract): string[] {
  const problems: string[] = [];
  const seasons = [...c.seasons].sort((a, b) => a.from.localeCompare(b.from));
  if (seasons.length === 0) problems.push('no seasons');
  seasons.forEach((s, i) => {
    if (s.from > s.to) problems.push(`season ${s.from} ends before it starts`);
    const next = seasons[i + 1];
    if (next && next.from <= s.to) problems.push(`seasons ${s.from} and ${next.from} overlap`);
    if (!(s.roomPrice > 0) || !Number.isSafeInteger(s.roomPrice)) problems.push(`season ${s.from} price`);
    if (s.baseOccupancy < 1) problems.push(`season ${s.from} base occupancy`);
    if (s.extraAdult < 0 || s.extraBed < 0) problems.push(`season ${s.from} supplements`);
    if (s.minStay !== undefined && s.minStay < 1) problems.push(`season ${s.from} min stay`);
  });
  const bands = [...c.childBands].sort((a, b) => a.minAge - b.minAge);
  let age = 0;
  for (const b of bands) {
    if (b.minAge !== age || b.maxAge < b.minAge)
      problems.push(`child band ${b.minAge}-${b.maxAge} leaves a gap or overlaps`);
    if (b.pricePerNight < 0) problems.push(`child band ${b.minAge} price`);
    age = b.maxAge + 1;
  }
  if (bands.length > 0 && age !== MAX_CHILD_AGE + 1)
    problems.push('child bands do not reach the oldest child age');
  for (const m of c.mealSupplements) {
    if (BOARD_ORDER.indexOf(m.boardCode) <= BOARD_ORDER.indexOf(c.boardCode))
      problems.push(`meal supplement to ${m.boardCode} from ${c.boardCode}`);
    if (m.adultPerNight <= 0 || m.childPerNight < 0) problems.push(`meal supplement ${m.boardCode} amounts`);
  }
  c.cancellation.forEach((r, i) => {
    const prev = c.cancellation[i - 1];
    if (prev && prev.daysBefore <= r.daysBefore) problems.push('cancellation rules not by descending days');
    const { charge } = r;
    if (charge.type === 'percentage' && !(charge.percent > 0 && charge.percent <= 100))
      problems.push('percentage');
    if (charge.type === 'nights' && !(charge.nights >= 1)) problems.push('nights');
    if (charge.type === 'flat' && !(charge.amount > 0)) problems.push('flat');
  });
  for (const p of c.promotions) {
    if (p.type === 'stay-pay' && !(p.pay >= 1 && p.pay < p.stay)) problems.push(`stay-pay ${p.code}`);
    if (p.type === 'early-booking' && !(p.percent > 0 && p.percent < 100))
      problems.push(`early booking ${p.code}`);
    if (p.stayFrom && p.stayTo && p.stayFrom > p.stayTo) problems.push(`promotion ${p.code} window`);
  }
  if (c.minStay < 1 || c.releaseDays < 0) problems.push('stay rules');
  if (c.nationalitiesIncluded.some((n) => c.nationalitiesExcluded.includes(n)))
    problems.push('nationality lists clash');
  return problems;
}

/** Nights of `from`..`to` not covered by any season. */
export function uncoveredNights(c: HotelContract, from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!c.seasons.some((s) => s.from <= d && d <= s.to)) out.push(d);
  }
  return out;
}
