import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
/** Below this a compressed copy saves less than a request's headers. */
const MIN_BYTES = 256;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) beside every text file of the
 * build, public files included, so the server sends them as they are (apps/api/src/plugins/web.ts,
 * `preCompressed`) instead of compressing per request or not at all. A copy that is not smaller is
 * not written, and the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        work.push(
          (async () => {
            const bytes = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            if (br.length < bytes.length) await writeFile(`${path}.br`, br);
            if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
          })(),
        );
      }
      await Promise.all(work);
    },
  };
}
