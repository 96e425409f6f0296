import { daysBetween, decodeRateKey } from '@portal/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Contract rate keys: the domain's key (hotel, room type, contract, board, dates, rooms) with the
 * guests' nationality in front, because nationality restrictions must hold again at recheck.
 */
const KEY_PREFIX = 'ct:';
export function keyOf(nationality: string, domainKey: string): string {
  return `${KEY_PREFIX}${nationality}:${domainKey}`;
}
export function parseKey(key: string) {
  const m = /^ct:([A-Z]{2}):(.+)$/.exec(key);
  if (!m) return null;
  const parts = decodeRateKey(m[2]!);
  if (!parts || parts.source !== 'contract') return null;
  if (![parts.hotelId, parts.roomTypeId, parts.contractId].every((id) => UUID.test(id))) return null;
  const nights = daysBetween(parts.fromDate, parts.toDate);
  if (nights < 1 || nights > 90 || parts.rooms.length < 1 || parts.rooms.length > 4) return null;
  return { ...parts, nationality: m[1]! };
}
