/**
 * Addresses and CIDR ranges (an API key's allow-list): parsed here, without node:net, so the web app
 * checks what the API checks. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack
 * socket reports an IPv4 client) is the IPv4 address.
 */
interface Parsed {
  version: 4 | 6;
  value: bigint;
}

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(Number(part));
  }
  return value;
}

function parseV6(text: string): bigint | null {
  let body = text;
  let tail: bigint | null = null;
  // An embedded IPv4 address ends the text (::ffff:1.2.3.4).
  const lastColon = body.lastIndexOf(':');
  if (body.includes('.')) {
    tail = parseV4(body.slice(lastColon + 1));
    if (tail === null) return null;
    body = `${body.slice(0, lastColon + 1)}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0] ?? '');
  const rest = halves.length === 2 ? groups(halves[1] ?? '') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const g of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    value = (value << 16n) | BigInt(parseInt(g, 16));
  }
  if (tail !== null) value = (value & ~0xffffffffn) | tail;
  return value;
}

export function parseIp(text: string): Parsed | null {
  const v4 = parseV4(text);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = text.includes(':') ? parseV6(text) : null;
  if (v6 === null) return null;
  // IPv4-mapped: ::ffff:a.b.c.d
  if (v6 >> 32n === 0xffffn) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
}

/** An address or a CIDR range, or null when the text is neither. */
export function parseIpRange(text: string): { version: 4 | 6; base: bigint; bits: number } | null {
  const [address = '', bits, ...extra] = text.trim().split('/');
  if (extra.length > 0) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const width = ip.version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const n = bits === undefined ? width : Number(bits);
  if (n > width) return null;
  const mask = n === 0 ? 0n : ((1n << BigInt(n)) - 1n) << BigInt(width - n);
  return { version: ip.version, base: ip.value & mask, bits: n };
}

export const isIpRange = (text: string): boolean => parseIpRange(text) !== null;

/** Whether an address lies in one of the ranges (an empty list allows none: callers skip the check). */
export function ipInRanges(address: string, ranges: readonly string[]): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  const width = ip.version === 4 ? 32 : 128;
  return ranges.some((r) => {
    const range = parseIpRange(r);
    if (!range || range.version !== ip.version) return false;
    const mask = range.bits === 0 ? 0n : ((1n << BigInt(range.bits)) - 1n) << BigInt(width - range.bits);
    return (ip.value & mask) === range.base;
  });
}
