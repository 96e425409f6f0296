/**
 * A list-pricing worker thread (list-pool.ts starts it), off the API's event loop: it walks the
 * packed contracts of a list search's hotels (contract-pack.ts) into the answer's rows (issue 38, ADR
 * 0038), the sandbox bedbank's rates of a list into its summary rows, and groups, prices and packs a
 * list's entries from the suppliers' answers (ADR 0050). It holds a mirror of the contract cache's
 * lists the pool sent it (each hotel's content and contracts, with the token of that pair on the main
 * thread) and its own packs of them, and the bedbank lists, hotels arrays and markup rows it was
 * sent; the stock of the stay comes with every job, read on the main thread as for the inline walk.
 */
import { parentPort } from 'node:worker_threads';
import { contractPack, listRows, priceHotelPackIntoColumns } from '@portal/domain';
import {
  rowBuffers,
  type BedbankJob,
  type EntriesJob,
  type ListJob,
  type ListReply,
  type MirroredHotel,
} from './list-pool.ts';
import { rateSummaryRows, type BedbankHotel } from './bedbank/rates.ts';
import type { ListColumns, SearchHotel } from './supplier.ts';
import { listEntries } from '../../modules/hotels/list-pricing.ts';
import { packListSync } from '../../modules/hotels/stored-list-pack.ts';
import type { HotelMarkupRows } from '../../modules/hotels/markup-resolver.ts';

const mirror = new Map<string, MirroredHotel>();
/** The bedbank's lists of hotels by token (the same list object every time: its walk plan is kept). */
const bedbankLists = new Map<number, readonly BedbankHotel[]>();

/** The searches' hotels arrays by token and the buyers' markup rows by their JSON (the entries). */
const hotelsArrays = new Map<number, readonly SearchHotel[]>();
const markupRows = new Map<string, HotelMarkupRows>();

function entries(job: EntriesJob): ListReply {
  if (job.resetHotels) hotelsArrays.clear();
  if (job.resetMarkups) markupRows.clear();
  if (job.hotels) hotelsArrays.set(job.hotelsToken, job.hotels);
  if (job.markups) markupRows.set(job.markupsKey, job.markups);
  const hotels = hotelsArrays.get(job.hotelsToken);
  const markups = markupRows.get(job.markupsKey);
  if (!hotels || !markups)
    throw new Error('the hotels or markup rows of a list are not mirrored in this worker');
  const answers: ListColumns[] = job.answers.map((answer) => ({ ...answer, hotels }));
  const list = listEntries(hotels, answers, markups);
  return { id: job.id, entries: list, packed: packListSync(list), mirrored: mirror.size };
}

function bedbankSummaries(job: BedbankJob): ListReply {
  if (job.reset) bedbankLists.clear();
  if (job.hotels) bedbankLists.set(job.token, job.hotels);
  const hotels = bedbankLists.get(job.token);
  if (!hotels) throw new Error(`bedbank list ${job.token} is not mirrored in this worker`);
  return {
    id: job.id,
    summaries: rateSummaryRows(job.seed, hotels, job.stay, new Date(job.now)),
    mirrored: mirror.size,
  };
}

function price(job: ListJob): ListReply {
  if (job.reset) mirror.clear();
  for (const hotel of job.sync) mirror.set(hotel.id, hotel);
  const now = new Date(job.now);
  const into = listRows(job.capacity);
  for (let i = 0; i < job.ids.length; i++) {
    const held = mirror.get(job.ids[i]!);
    if (!held || held.token !== job.tokens[i])
      throw new Error(`hotel ${job.ids[i]} is not mirrored in this worker`);
    priceHotelPackIntoColumns(
      {
        pack: contractPack(held.hotel, held.list),
        stock: job.stock,
        stockAt: job.stockAt[i]!,
        search: job.search,
        now,
      },
      into,
      job.at[i]!,
    );
  }
  return { id: job.id, rows: into, mirrored: mirror.size };
}

parentPort?.on('message', (job: ListJob | BedbankJob | EntriesJob) => {
  let reply: ListReply;
  try {
    reply =
      job.kind === 'bedbank' ? bedbankSummaries(job) : job.kind === 'entries' ? entries(job) : price(job);
  } catch (err) {
    // The pool prices the search inline then, which throws the same error where the walk does.
    reply = { id: job.id, error: (err as Error).message, mirrored: mirror.size };
  }
  // The answers' buffers are moved to the main thread, not copied.
  const { rows, summaries: s, entries: e, packed } = reply;
  const columns = s
    ? [s.hotelIndexes, s.hotelRooms, s.roomIndexes, s.roomRows, s.boards, s.rateClasses, s.nets, s.terms]
    : e
      ? [e.start, e.boards, e.prices, e.sells, e.flags, e.max, e.count, e.sources]
      : [];
  // The packed bytes too when they own their buffer (a small Buffer may sit in Node's shared pool).
  if (packed && packed.byteOffset === 0 && packed.byteLength === packed.buffer.byteLength)
    columns.push(packed);
  const moved = rows ? rowBuffers(rows) : columns.map((array) => array.buffer as ArrayBuffer);
  parentPort!.postMessage(reply, moved);
});
