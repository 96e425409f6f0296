import type { FastifyRateLimitStoreCtor, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '@portal/db';
import { bumpCounters } from '../lib/rate-counters.ts';

type Incr = (
  key: string,
  callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
) => void;

/**
 * A @fastify/rate-limit store on the rate_limits table (lib/rate-counters.ts), so every API node
 * shares the counters. Fixed window: the first hit opens a window of `timeWindow` ms.
 */
export function pgRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly timeWindow: number;
    private readonly prefix: string;
    constructor(options: { timeWindow?: number | string; keyPrefix?: string }) {
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
      this.prefix = options.keyPrefix ?? '';
    }
    incr: Incr = (key, callback) => {
      const ms = this.timeWindow;
      const fullKey = `${this.prefix}${key}`;
      bumpCounters(db, [fullKey], ms)
        .then(([counter]) => callback(null, { current: counter?.count ?? 1, ttl: counter?.resetInMs ?? ms }))
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    };
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time this is the route's merged rate-limit settings; the route itself is in routeInfo.
      const { timeWindow, routeInfo } = routeOptions as {
        timeWindow?: number;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const method = String(routeInfo?.method ?? routeOptions.method);
      const url = routeInfo?.url ?? routeOptions.url;
      return new PgRateLimitStore({
        timeWindow: timeWindow ?? this.timeWindow,
        keyPrefix: `${this.prefix}${method}${url}:`,
      });
    }
  };
}
