import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Env } from '../../env.ts';
import { badRequest } from '../../lib/app-error.ts';

/** What the payment-starting request tells about where it arrived (Fastify: protocol, host). */
export interface ArrivedAt {
  protocol: string;
  /** The Host the request was sent to, with its port ("10.0.0.7:8080"). */
  host: string;
}

export const RETURN_ORIGIN_REFUSED =
  "Card payments return only to this portal's own addresses (PUBLIC_URL, CLIENT_URL or the address this server answers on)";

const originOf = (url: string) => new URL(url).origin;

/** PUBLIC_URL and CLIENT_URL: the addresses the deployment names itself. */
export function configuredOrigins(env: Pick<Env, 'PUBLIC_URL' | 'CLIENT_URL'>): string[] {
  return [...new Set([env.PUBLIC_URL, env.CLIENT_URL].filter((u): u is string => Boolean(u)).map(originOf))];
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '::1') return true;
  return isIP(hostname) === 4 && hostname.startsWith('127.');
}

/** The addresses of this machine's network interfaces (what a wildcard HOST listens on). */
function interfaceAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(networkInterfaces()))
    for (const entry of list ?? []) out.add(entry.address.toLowerCase());
  return out;
}

/**
 * Whether `origin` is an address this server itself answers on: the request arrived at exactly that
 * origin (scheme, host and port), on the listening PORT, and the host is the listening HOST, a
 * loopback name or address (when listening on loopback or everywhere), or one of this machine's
 * interface addresses (when listening everywhere). A DNS name pointing at the machine is not
 * guessed: name it in PUBLIC_URL or CLIENT_URL. A forged Host header cannot pass, because the name
 * must also be one of these addresses.
 */
export function isServedOrigin(env: Pick<Env, 'HOST' | 'PORT'>, origin: URL, arrived: ArrivedAt): boolean {
  if (`${arrived.protocol}://${arrived.host}`.toLowerCase() !== origin.origin.toLowerCase()) return false;
  const port = origin.port === '' ? (origin.protocol === 'https:' ? 443 : 80) : Number(origin.port);
  if (port !== env.PORT) return false;
  const hostname = origin.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const listen = env.HOST.replace(/^\[|\]$/g, '').toLowerCase();
  if (hostname === listen) return true;
  const wildcard = WILDCARD_HOSTS.has(listen);
  if (isLoopback(hostname)) return wildcard || isLoopback(listen);
  return wildcard && isIP(hostname) !== 0 && interfaceAddresses().has(hostname);
}

/**
 * The origin a card payment sends the browser back to. Without one named, CLIENT_URL (else
 * PUBLIC_URL); a named one only when it is one of the portal's own addresses (configured or served);
 * anything else is refused with 400, so the gateway never redirects to another site.
 */
export function paymentReturnOrigin(
  env: Pick<Env, 'PUBLIC_URL' | 'CLIENT_URL' | 'HOST' | 'PORT'>,
  arrived: ArrivedAt,
  named: string | undefined,
): string {
  if (!named) return originOf(env.CLIENT_URL ?? env.PUBLIC_URL);
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    throw refused(named);
  }
  // Only a bare origin: the contract already refuses paths, queries and fragments.
  const bare = (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  if (!bare || url.pathname !== '/' || url.search || url.hash) throw refused(named);
  if (configuredOrigins(env).includes(url.origin)) return url.origin;
  if (isServedOrigin(env, url, arrived)) return url.origin;
  throw refused(named);
}

function refused(named: string) {
  const message = `${RETURN_ORIGIN_REFUSED}; ${named.slice(0, 100)} is not one of them.`;
  return badRequest(message, { returnOrigin: [message] });
}
