import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attractionImages, SEED_ATTRACTIONS } from './catalogue.ts';
import { escapeXml, renderAttractionSvg, wrapTitle } from './images.ts';

const publicDir = join(import.meta.dirname, '..', '..', '..', '..', '..', 'apps', 'web', 'public');

describe('attraction pictures', () => {
  it('renders a titled, deterministic SVG per category and variant', () => {
    for (const a of SEED_ATTRACTIONS) {
      const svg = renderAttractionSvg(a, 1);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`aria-label="${escapeXml(a.title)}"`);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(renderAttractionSvg(a, 1)).toBe(svg);
      expect(renderAttractionSvg(a, 2)).not.toBe(svg);
    }
  });

  it('ships the generated files with the web app, up to date', () => {
    for (const a of SEED_ATTRACTIONS) {
      const [first, second] = attractionImages(a.slug);
      for (const [path, variant] of [
        [first!, 1],
        [second!, 2],
      ] as const) {
        const file = join(publicDir, path);
        expect(existsSync(file), `${file} missing: run generate-images.ts`).toBe(true);
        expect(readFileSync(file, 'utf8'), `${file} stale: run generate-images.ts`).toBe(
          renderAttractionSvg(a, variant),
        );
      }
    }
  });

  it('escapes XML and wraps long titles onto two lines', () => {
    expect(escapeXml(`Tom & Jerry's <"show">`)).toBe('Tom &amp; Jerry&apos;s &lt;&quot;show&quot;&gt;');
    expect(wrapTitle('Dubai Frame')).toEqual(['Dubai Frame']);
    expect(wrapTitle('Musandam Khasab Dhow Cruise Day Trip')).toEqual([
      'Musandam Khasab Dhow Cruise',
      'Day Trip',
    ]);
    expect(wrapTitle('Supercalifragilisticexpialidocious-and-more-words', 10)).toEqual([
      'Supercalifragilisticexpialidocious-and-more-words',
    ]);
  });
});
