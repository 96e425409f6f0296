import { promisify } from 'node:util';
import { constants, zstdCompress, zstdCompressSync, type ZstdOptions } from 'node:zlib';
import { splitCompactList } from './stored-list-compact.ts';
import type { StoredList } from './stored-list.ts';

/**
 * The stored form of a list session (v 5, ADR 0039): the compact list's head as it is, then its
 * columns compressed with zstd. Pure, so that the list pricing worker packs the list it prices
 * (ADR 0050); session.repository.ts writes and reads it.
 */

/**
 * zstd's fastest regular level: on the bench city's lists (130-180 KB of columns) 0.4 ms of CPU where
 * gzip at level 1 took 1.3 ms, for 5-15 % more bytes (ADR 0037 addendum). On the compact columns
 * (25-40 KB) level 3 saves 2-3 % more. The size is told up front: zstd sizes its window and tables
 * to the columns (a 64 KB window instead of 512 KB, each allocated per call), 15 % less CPU for the
 * same bytes.
 */
const zstdOptions = (columns: Buffer): ZstdOptions => ({
  params: { [constants.ZSTD_c_compressionLevel]: 1 },
  pledgedSrcSize: columns.length,
});
const zstdAsync = promisify(zstdCompress);

/** The list packed on libuv's thread pool (the event loop only splits it). */
export async function packList(list: StoredList): Promise<Buffer> {
  const { head, columns } = splitCompactList(list);
  return Buffer.concat([head, await zstdAsync(columns, zstdOptions(columns))]);
}

/** The same bytes, at once (a worker thread: no hop to the thread pool and back). */
export function packListSync(list: StoredList): Buffer {
  const { head, columns } = splitCompactList(list);
  return Buffer.concat([head, zstdCompressSync(columns, zstdOptions(columns))]);
}
