import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor, FastifyRateLimitStore } from '@fastify/rate-limit';
import { queryRows, type Db } from '@portal/db';

type Incr = (
  key: string,
  callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
) => void;

/**
 * A @fastify/rate-limit store on the rate_limits table, so every API node shares the counters.
 * Fixed window: the first hit opens a window of `timeWindow` ms.
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
      queryRows<{ count: number; ttl: number }>(
        db,
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${fullKey}, 1, now() + make_interval(secs => ${ms / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(0, (extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      )
        .then((rows) => {
          const row = rows[0];
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? ms) });
        })
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
