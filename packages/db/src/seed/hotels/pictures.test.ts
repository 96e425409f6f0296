import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hotelCatalogue } from './catalogue.ts';
import { renderHotelSvg } from './images.ts';
import { allPictures, picturePath } from './pictures.ts';

const publicDir = join(import.meta.dirname, '..', '..', '..', '..', '..', 'apps', 'web', 'public');

describe('hotel pictures', () => {
  it('ships every generated picture with the web app, up to date, under 1 MB in all', () => {
    let bytes = 0;
    for (const [family, variant] of allPictures()) {
      const file = join(publicDir, picturePath(family, variant));
      expect(existsSync(file), `${file} missing: run generate-images.ts`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} stale: run generate-images.ts`).toBe(
        renderHotelSvg(family, variant),
      );
      bytes += statSync(file).size;
    }
    expect(readdirSync(join(publicDir, 'hotels'))).toHaveLength(allPictures().length);
    expect(bytes).toBeLessThan(1024 * 1024);
  });

  it('renders deterministic, well-formed SVGs that differ per variant', () => {
    for (const [family, variant] of allPictures()) {
      const svg = renderHotelSvg(family, variant);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      if (variant > 1) expect(svg).not.toBe(renderHotelSvg(family, variant - 1));
    }
  });

  it('gives hotels only shipped pictures, the building first and a beach only to beach hotels', () => {
    const shipped = new Set(allPictures().map(([f, v]) => picturePath(f, v)));
    const used = new Set<string>();
    for (const h of hotelCatalogue().hotels) {
      for (const image of h.images) {
        expect(shipped.has(image), image).toBe(true);
        used.add(image);
      }
      expect(h.images[0]).toMatch(/^\/hotels\/exterior-/);
      if (h.images.some((i) => i.includes('/beach-'))) expect(h.beach, h.name).toBe(true);
    }
    expect(used.size).toBe(shipped.size);
  });
});
