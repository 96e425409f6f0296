// Renders the home page's banner artwork (apps/web/artwork/<name>.svg, the source, not shipped) to WebP
// at two widths, apps/web/public/brand/<name>-<width>.webp, for the carousels' srcset (issue 11). An SVG <img> is a
// document of its own: Chromium parses, lays out and records it on the page's main thread (about 120 ms
// of a phone's main thread for the five banners in view); a WebP is decoded off it.
// Run after changing a banner's SVG, then commit the WebP files:
//   node scripts/render-banners.mjs [--quality 0.8]
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium): its canvas encodes WebP.
/* global document, Image */ // page.evaluate callbacks run in the browser
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ARTWORK = join(ROOT, 'apps', 'web', 'artwork');
const BRAND = join(ROOT, 'apps', 'web', 'public', 'brand');
const qualityArg = process.argv.indexOf('--quality');
const quality = qualityArg > 0 ? Number(process.argv[qualityArg + 1]) : 0.8;

/** The banners and the widths the home page's srcset offers (phone and desktop, 1x and 2x). */
const BANNER_RENDITIONS = {
  'hotel-1': [1000, 2000],
  'hotel-2': [1000, 2000],
  'hotel-3': [1000, 2000],
  'promo-1a': [600, 1200],
  'promo-1b': [600, 1200],
  'promo-1c': [600, 1200],
  'promo-2a': [600, 1200],
  'promo-2b': [600, 1200],
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, widths] of Object.entries(BANNER_RENDITIONS)) {
    const svg = readFileSync(join(ARTWORK, `${name}.svg`), 'utf8');
    for (const width of widths) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
          canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, quality },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error(`Chromium did not encode WebP for ${name}`);
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(join(BRAND, `${name}-${width}.webp`), bytes);
      console.log(`${name}-${width}.webp  ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
}
