import { Worker } from 'node:worker_threads';
import type { ContractSearch, ListRows } from '@portal/domain';
import type { ListAnswer, ListColumns, SearchHotel } from './supplier.ts';
import type { CachedContract } from './contract/contracts.repository.ts';
import type { BedbankHotel, BedbankStay, BedbankSummaryRows } from './bedbank/rates.ts';
import type { HotelMarkupRows } from '../../modules/hotels/markup-resolver.ts';
import type { StoredList } from '../../modules/hotels/stored-list.ts';

/**
 * Worker threads for a list search's pricing: the contract walk (issue 38, ADR 0038) and the sandbox
 * bedbank's walk of its rates (ADR 0050). The contract walk: the main thread reads the
 * contracts (cache), the stock of the stay and decides which hotels to walk, exactly as inline; a
 * worker walks their packs into the answer's rows and hands the rows' buffers back (moved, not
 * copied). Each worker mirrors the contract cache's lists it was sent: a hotel's content and contract
 * list go to a worker once per pair of objects (the cache reloads a list after 60 s, and the change
 * feed's 'inventory' counter empties the cache, so an edit reaches the worker with the next search of
 * the hotel), marked by a token the job names for each hotel.
 *
 * The sandbox bedbank's summary of a list (bedbank/rates.ts rateSummaryRows) is what a remote
 * bedbank computes on its own servers: here it takes a worker instead of the API's event loop. Each
 * worker mirrors the lists of the bedbank's hotels it was sent (the sandbox keeps one list object
 * per list of codes and catalogue load), once per list object, marked by a token as well.
 *
 * A list's entries (modules/hotels/list-pricing.ts listEntries: the suppliers' answers grouped and
 * priced through the buyer's markups) are the third job: the answers' columns go with the job, the
 * hotels array and the buyer's markup rows once per worker (by token, and by the rows' JSON).
 *
 * A job the worker cannot price (its walk threw, the worker crashed or ended, took longer than
 * JOB_TIMEOUT_MS, or the job could not be sent) answers null: the caller prices it inline, which
 * gives the same rows or throws the same error. A crashed worker is replaced at the next job, up to
 * MAX_RESTARTS times; then the pool prices everything inline.
 */
export interface ListPricingPool {
  /** The walk's rows of these hotels, or null: price them inline. */
  price(job: ListPricing): Promise<ListRows | null>;
  /** The sandbox bedbank's summary rows of these hotels, or null: walk them inline. */
  bedbankSummaries(job: BedbankListPricing): Promise<BedbankSummaryRows | null>;
  /** listEntries of these answers and their stored form (packListSync), or null: inline. */
  entries(job: EntriesPricing): Promise<{ list: StoredList; packed: Buffer } | null>;
  /** Each live worker's V8 heap (for the memory report). */
  heaps(): Promise<{ thread: number; usedBytes: number; totalBytes: number; mirrored: number }[]>;
  /** Ends the workers; jobs still in them are priced inline. */
  close(): Promise<void>;
}

/** A list search's walk as the main thread has it. */
export interface ListPricing {
  /** Per hotel to walk: its position in the request's hotels, its record and its cached contracts. */
  at: readonly number[];
  hotels: readonly SearchHotel[];
  lists: readonly (readonly CachedContract[])[];
  /** The stay's stock of the hotels' packs (packStock), and each hotel's offset in it. */
  stock: Float64Array;
  stockAt: readonly number[];
  search: ContractSearch;
  now: Date;
  /** Rows to make room for at first. */
  capacity: number;
}

/** The sandbox bedbank's list walk as the sandbox has it (rateSummaryRows' arguments). */
export interface BedbankListPricing {
  seed: string;
  hotels: readonly BedbankHotel[];
  stay: BedbankStay;
  now: Date;
}

/** What goes to a worker for BedbankListPricing: the hotels once per list, then their token. */
export interface BedbankJob {
  kind: 'bedbank';
  id: number;
  /** Empty the mirror of lists first (the pool's record of it reached MAX_BEDBANK_LISTS). */
  reset: boolean;
  seed: string;
  token: number;
  /** The list, when the worker does not hold it yet. */
  hotels: readonly BedbankHotel[] | null;
  stay: BedbankStay;
  now: number;
}

/** listEntries' arguments, and the markup rows as JSON (the key the worker mirrors them by). */
export interface EntriesPricing {
  hotels: readonly SearchHotel[];
  answers: readonly ListAnswer[];
  markups: HotelMarkupRows;
  markupsKey: string;
}

/** An answer's columns as a job carries them (its hotels are the job's). */
export type EntriesColumns = Omit<ListColumns, 'hotels'>;

/** What goes to a worker for EntriesPricing. */
export interface EntriesJob {
  kind: 'entries';
  id: number;
  /** Empty the mirror of hotels arrays first (the pool's record of it reached MAX_HOTELS_ARRAYS). */
  resetHotels: boolean;
  /** Empty the mirror of markup rows first (the pool's record of it reached MAX_MARKUP_ROWS). */
  resetMarkups: boolean;
  hotelsToken: number;
  /** The hotels, when the worker does not hold this array yet. */
  hotels: readonly SearchHotel[] | null;
  markupsKey: string;
  /** The rows, when the worker does not hold them yet. */
  markups: HotelMarkupRows | null;
  answers: EntriesColumns[];
}

/** A hotel as a worker mirrors it. */
export interface MirroredHotel {
  id: string;
  token: number;
  hotel: SearchHotel;
  list: readonly CachedContract[];
}

/** What goes to a worker. */
export interface ListJob {
  kind: 'contract';
  id: number;
  /** Empty the mirror first (the pool's record of it reached MAX_MIRRORED). */
  reset: boolean;
  /** Hotels the worker does not hold yet (or holds an older pair of). */
  sync: MirroredHotel[];
  at: number[];
  ids: string[];
  tokens: number[];
  /** The worker's packs are the main thread's (the same hotel and list): the same offsets. */
  stock: Float64Array;
  stockAt: number[];
  search: ContractSearch;
  now: number;
  capacity: number;
}

export interface ListReply {
  id: number;
  rows?: ListRows;
  /** A BedbankJob's answer. */
  summaries?: BedbankSummaryRows;
  /** An EntriesJob's answer, and its stored form. */
  entries?: StoredList;
  packed?: Uint8Array;
  error?: string;
  /** Hotels the worker mirrors after the job. */
  mirrored: number;
}

/** Hotels a worker mirrors at most (the contract cache's own bound). */
const MAX_MIRRORED = 20_000;
/** Lists of bedbank hotels a worker mirrors at most (a list per destination searched lately). */
const MAX_BEDBANK_LISTS = 16;
/**
 * What a worker mirrors at most for the entries: hotels arrays (a destination's records, 1-3 MB for
 * a city: one per destination searched lately) and buyers' markup rows (a few rows each: one per
 * agent searching, so that many agents do not push a city's records out).
 */
const MAX_HOTELS_ARRAYS = 8;
const MAX_MARKUP_ROWS = 512;
const JOB_TIMEOUT_MS = 10_000;
const MAX_RESTARTS = 10;
/** A worker's old generation: the mirror of the contract cache (96 MB at most) and its packs. */
const WORKER_HEAP_MB = 160;

// A token per pair of a hotel record and its contract list (per process: every pool reads the same).
const tokens = new WeakMap<readonly CachedContract[], { hotel: SearchHotel; token: number }>();
let lastToken = 0;

function tokenOf(hotel: SearchHotel, list: readonly CachedContract[]): number {
  let held = tokens.get(list);
  if (held?.hotel !== hotel) tokens.set(list, (held = { hotel, token: ++lastToken }));
  return held.token;
}

/** The buffers of list rows' columns (moved between the threads with them). */
export function rowBuffers(rows: ListRows): ArrayBuffer[] {
  return [rows.hotelAt, rows.roomAt, rows.boards, rows.nets, rows.flags].map((a) => a.buffer as ArrayBuffer);
}

/** A token per array (the sandbox's lists of bedbank hotels, the searches' hotels arrays). */
const arrayTokens = new WeakMap<readonly object[], number>();

function arrayTokenOf(array: readonly object[]): number {
  let token = arrayTokens.get(array);
  if (token === undefined) arrayTokens.set(array, (token = ++lastToken));
  return token;
}

/**
 * Notes `key` in the record of what a worker mirrors: whether the worker holds it already, and
 * whether it must empty its mirror first (a new key when the record holds `max`: it starts again).
 */
function noteSent<K>(sent: Set<K>, key: K, max: number): { known: boolean; reset: boolean } {
  if (sent.has(key)) return { known: true, reset: false };
  const reset = sent.size >= max;
  if (reset) sent.clear();
  sent.add(key);
  return { known: false, reset };
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (reply: ListReply | null) => void; timer: NodeJS.Timeout }>;
  /** What the worker mirrors: hotel id -> token. */
  sent: Map<string, number>;
  /** The tokens of the bedbank lists the worker mirrors. */
  sentBedbank: Set<number>;
  /** The tokens of the hotels arrays and the markup rows' keys the worker mirrors for the entries. */
  sentHotels: Set<number>;
  sentMarkups: Set<string>;
  mirrored: number;
  ended: boolean;
}

export interface ListPricingPoolOptions {
  /** Worker threads. */
  size: number;
  /** Told when a worker fails (its jobs are priced inline); default: a line on stderr. */
  onFailure?: (message: string) => void;
  /** A job not answered within this long ends its worker (priced inline); default JOB_TIMEOUT_MS. */
  jobTimeoutMs?: number;
}

export function listPricingPool(options: ListPricingPoolOptions): ListPricingPool {
  const { size, jobTimeoutMs = JOB_TIMEOUT_MS } = options;
  const onFailure = options.onFailure ?? ((message: string) => process.stderr.write(`${message}\n`));
  const threads: (Thread | null)[] = Array.from({ length: size }, () => null);
  let lastJob = 0;
  let restarts = 0;
  let closed = false;

  function end(thread: Thread, why: string | null): void {
    if (thread.ended) return;
    thread.ended = true;
    const at = threads.indexOf(thread);
    if (at >= 0) threads[at] = null;
    if (why !== null) {
      restarts++;
      onFailure(
        `hotel list pricing worker ${thread.worker.threadId} ${why}; ${thread.pending.size} search(es) priced inline` +
          (restarts > MAX_RESTARTS ? '; no more workers: every list is priced inline' : ''),
      );
    }
    for (const { resolve, timer } of thread.pending.values()) {
      clearTimeout(timer);
      resolve(null);
    }
    thread.pending.clear();
    void thread.worker.terminate();
  }

  function start(): Thread {
    const worker = new Worker(new URL('./list-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const thread: Thread = {
      worker,
      pending: new Map(),
      sent: new Map(),
      sentBedbank: new Set(),
      sentHotels: new Set(),
      sentMarkups: new Set(),
      mirrored: 0,
      ended: false,
    };
    worker.on('message', (reply: ListReply) => {
      const job = thread.pending.get(reply.id);
      if (!job) return;
      thread.pending.delete(reply.id);
      clearTimeout(job.timer);
      thread.mirrored = reply.mirrored;
      job.resolve(reply);
    });
    worker.on('error', (err: Error) => end(thread, `failed: ${err.message}`));
    worker.on('exit', (code) => end(thread, closed ? null : `exited (code ${code})`));
    // A worker never keeps the process alive (close() ends it with the server); after the listeners,
    // which would hold it again.
    worker.unref();
    return thread;
  }

  /** The live thread with the fewest jobs in it, started when missing; none once closed. */
  function threadFor(): Thread | null {
    if (closed) return null;
    let best: Thread | null = null;
    for (let i = 0; i < threads.length; i++) {
      let thread = threads[i];
      if (!thread) {
        if (restarts > MAX_RESTARTS) continue;
        thread = threads[i] = start();
      }
      if (!best || thread.pending.size < best.pending.size) best = thread;
    }
    return best;
  }

  /** Sends a job to the thread; its reply, or null when the thread ends first (or it cannot be sent). */
  function send(
    thread: Thread,
    job: ListJob | BedbankJob | EntriesJob,
    moved: ArrayBuffer[] = [],
  ): Promise<ListReply | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => end(thread, `took over ${jobTimeoutMs} ms`), jobTimeoutMs);
      thread.pending.set(job.id, { resolve, timer });
      try {
        thread.worker.postMessage(job, moved);
      } catch (err) {
        // Not sent (a record that cannot be cloned): the worker's mirror is unknown now, so start it again.
        end(thread, `could not be sent a search: ${(err as Error).message}`);
      }
    });
  }

  return {
    async bedbankSummaries(pricing) {
      if (pricing.hotels.length === 0) return null;
      const thread = threadFor();
      if (!thread) return null;
      const token = arrayTokenOf(pricing.hotels);
      const { known, reset } = noteSent(thread.sentBedbank, token, MAX_BEDBANK_LISTS);
      const reply = await send(thread, {
        kind: 'bedbank',
        id: ++lastJob,
        reset,
        seed: pricing.seed,
        token,
        hotels: known ? null : pricing.hotels,
        stay: pricing.stay,
        now: pricing.now.getTime(),
      });
      return reply?.summaries ?? null;
    },

    async entries(pricing) {
      // Offers, or columns over another array of hotels: grouped inline (they carry their own hotels).
      const columns = pricing.answers.filter(
        (a): a is ListColumns => 'columns' in a && a.hotels === pricing.hotels,
      );
      if (columns.length !== pricing.answers.length || pricing.hotels.length === 0) return null;
      const thread = threadFor();
      if (!thread) return null;
      // Copies at each answer's length (the suppliers' caches keep the answers), moved to the worker.
      const moved: ArrayBuffer[] = [];
      const answers = columns.map((answer): EntriesColumns => {
        const n = answer.length;
        const copy = {
          columns: true as const,
          source: answer.source,
          nights: answer.nights,
          rooms: answer.rooms,
          length: n,
          hotelAt: answer.hotelAt.slice(0, n),
          roomAt: answer.roomAt.slice(0, n),
          boards: answer.boards.slice(0, n),
          nets: answer.nets.slice(0, n),
          flags: answer.flags.slice(0, n),
        };
        moved.push(...rowBuffers(copy));
        return copy;
      });
      const hotelsToken = arrayTokenOf(pricing.hotels);
      const sentHotels = noteSent(thread.sentHotels, hotelsToken, MAX_HOTELS_ARRAYS);
      const sentMarkups = noteSent(thread.sentMarkups, pricing.markupsKey, MAX_MARKUP_ROWS);
      const job: EntriesJob = {
        kind: 'entries',
        id: ++lastJob,
        resetHotels: sentHotels.reset,
        resetMarkups: sentMarkups.reset,
        hotelsToken,
        hotels: sentHotels.known ? null : pricing.hotels,
        markupsKey: pricing.markupsKey,
        markups: sentMarkups.known ? null : pricing.markups,
        answers,
      };
      const reply = await send(thread, job, moved);
      if (!reply?.entries || !reply.packed) return null;
      const { packed } = reply;
      return {
        list: reply.entries,
        packed: Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength),
      };
    },

    async price(pricing) {
      if (pricing.at.length === 0) return null;
      const thread = threadFor();
      if (!thread) return null;
      const count = pricing.at.length;
      let reset = false;
      if (thread.sent.size + count > MAX_MIRRORED) {
        thread.sent.clear();
        reset = true;
      }
      const sync: MirroredHotel[] = [];
      const ids = new Array<string>(count);
      const hotelTokens = new Array<number>(count);
      for (let i = 0; i < count; i++) {
        const hotel = pricing.hotels[i]!;
        const list = pricing.lists[i]!;
        const token = tokenOf(hotel, list);
        ids[i] = hotel.id;
        hotelTokens[i] = token;
        if (thread.sent.get(hotel.id) !== token) {
          thread.sent.set(hotel.id, token);
          sync.push({ id: hotel.id, token, hotel, list });
        }
      }
      const job: ListJob = {
        kind: 'contract',
        id: ++lastJob,
        reset,
        sync,
        at: [...pricing.at],
        ids,
        tokens: hotelTokens,
        // Copied by postMessage (not moved): the inline walk reads it if the worker fails.
        stock: pricing.stock,
        stockAt: [...pricing.stockAt],
        search: pricing.search,
        now: pricing.now.getTime(),
        capacity: pricing.capacity,
      };
      return (await send(thread, job))?.rows ?? null;
    },

    async heaps() {
      const live = threads.filter((t): t is Thread => t !== null && !t.ended);
      return Promise.all(
        live.map(async (t) => {
          const heap = await t.worker.getHeapStatistics();
          return {
            thread: t.worker.threadId,
            usedBytes: heap.used_heap_size,
            totalBytes: heap.total_heap_size,
            mirrored: t.mirrored,
          };
        }),
      );
    },

    async close() {
      closed = true;
      const live = threads.filter((t): t is Thread => t !== null);
      for (const t of live) end(t, null);
      await Promise.all(live.map((t) => t.worker.terminate()));
    },
  };
}
