import { isIP } from 'node:net';

/** What Fastify's trustProxy gets: false (no proxy), a hop count, or proxy addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function entryOk(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or "none" trusts no proxy, so the socket address is the client and an
 * X-Forwarded-For header changes nothing (anyone can send one). A number trusts that many proxy hops
 * in front of the API; otherwise a comma list of proxy addresses, CIDR ranges, or the names
 * loopback, linklocal, uniquelocal. "true" is refused: it would let every client pick its address.
 * Returns an error message instead of a setting when the value is not one of these.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'none' || value === 'false') return false;
  if (value === 'true')
    return {
      error:
        'TRUST_PROXY=true would trust any X-Forwarded-For; give the proxy addresses (e.g. 10.0.0.0/8) or a hop count',
    };
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !entryOk(e));
  if (bad.length > 0)
    return { error: `TRUST_PROXY: not a proxy address, CIDR range or hop count: ${bad.join(', ')}` };
  return entries;
}

/** The setting in the shape Fastify's types take: a hop count becomes "trust the first n hops" (as Fastify does). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
