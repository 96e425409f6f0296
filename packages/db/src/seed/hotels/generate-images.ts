/**
 * Writes the hotel pictures shipped with the web app (apps/web/public/hotels/<family>-<n>.svg).
 * Run after changing the pictures, and commit the output:
 *   npx --no -- tsx packages/db/src/seed/hotels/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHotelSvg } from './images.ts';
import { allPictures, picturePath } from './pictures.ts';

const publicDir = join(import.meta.dirname, '..', '..', '..', '..', '..', 'apps', 'web', 'public');
const outDir = join(publicDir, 'hotels');
mkdirSync(outDir, { recursive: true });
// Drop pictures of families or variants that no longer exist.
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(join(outDir, file));
let bytes = 0;
for (const [family, variant] of allPictures()) {
  const svg = renderHotelSvg(family, variant);
  bytes += Buffer.byteLength(svg);
  writeFileSync(join(publicDir, picturePath(family, variant)), svg);
}
console.log(`Wrote ${allPictures().length} pictures (${Math.round(bytes / 1024)} KB) to ${outDir}`);
