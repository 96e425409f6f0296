/**
 * Writes the attraction pictures shipped with the web app (apps/web/public/attractions/<slug>.svg
 * and <slug>-2.svg). Run once after changing the seed catalogue, and commit the output:
 *   npx --no tsx packages/db/src/seed/attractions/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_ATTRACTIONS } from './catalogue.ts';
import { renderAttractionSvg } from './images.ts';

const outDir = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  '..',
  'apps',
  'web',
  'public',
  'attractions',
);
mkdirSync(outDir, { recursive: true });
for (const a of SEED_ATTRACTIONS) {
  writeFileSync(join(outDir, `${a.slug}.svg`), renderAttractionSvg(a, 1));
  writeFileSync(join(outDir, `${a.slug}-2.svg`), renderAttractionSvg(a, 2));
}
console.log(`Wrote ${SEED_ATTRACTIONS.length * 2} pictures to ${outDir}`);
