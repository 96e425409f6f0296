import ipaddr from 'ipaddr.js';

/**
 * Addresses and CIDR ranges (an API key's allow-list), read with ipaddr.js so the web app checks what the
 * API checks. IPv4 only in its usual four-part form; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`,
 * how a dual-stack socket reports an IPv4 client) is the IPv4 address.
 */
type Address = ipaddr.IPv4 | ipaddr.IPv6;

function parseAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** An address or a CIDR range (an address alone is its own /32 or /128), or null when the text is neither. */
function parseRange(text: string): [Address, number] | null {
  const [address = '', bits, ...extra] = text.trim().split('/');
  const ip = extra.length === 0 ? parseAddress(address) : null;
  if (!ip) return null;
  const width = ip.kind() === 'ipv4' ? 32 : 128;
  if (bits === undefined) return [ip, width];
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > width) return null;
  return [ip, Number(bits)];
}

export const isIpRange = (text: string): boolean => parseRange(text) !== null;

/** Whether an address lies in one of the ranges (an empty list allows none: callers skip the check). */
export function ipInRanges(address: string, ranges: readonly string[]): boolean {
  const ip = parseAddress(address);
  if (!ip) return false;
  return ranges.some((text) => {
    const [base, bits] = parseRange(text) ?? [null, 0];
    if (ip instanceof ipaddr.IPv4 && base instanceof ipaddr.IPv4) return ip.match(base, bits);
    if (ip instanceof ipaddr.IPv6 && base instanceof ipaddr.IPv6) return ip.match(base, bits);
    return false;
  });
}
