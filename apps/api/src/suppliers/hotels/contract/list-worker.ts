/**
 * A list-pricing worker thread (list-pool.ts starts it): walks the packed contracts of a list
 * search's hotels (contract-pack.ts) into the answer's rows, off the API's event loop (issue 38, ADR
 * 0038). It holds a mirror of the contract cache's lists the pool sent it (each hotel's content and
 * contracts, with the token of that pair on the main thread) and its own packs of them; the stock of
 * the stay comes with every job, read on the main thread as for the inline walk.
 */
import { parentPort } from 'node:worker_threads';
import { contractPack, listRows, priceHotelPackIntoColumns } from '@portal/domain';
import type { ListJob, ListReply, MirroredHotel } from './list-pool.ts';

const mirror = new Map<string, MirroredHotel>();

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

parentPort?.on('message', (job: ListJob) => {
  let reply: ListReply;
  try {
    reply = price(job);
  } catch (err) {
    // The pool prices the search inline then, which throws the same error where the walk does.
    reply = { id: job.id, error: (err as Error).message, mirrored: mirror.size };
  }
  // The rows' buffers are moved to the main thread, not copied.
  const rows = reply.rows;
  const moved = rows ? [rows.hotelAt, rows.roomAt, rows.boards, rows.nets, rows.flags] : [];
  parentPort!.postMessage(
    reply,
    moved.map((array) => array.buffer as ArrayBuffer),
  );
});
