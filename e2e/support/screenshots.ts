import { basename } from 'node:path';
import { type Locator, type Page, test } from '@playwright/test';

/**
 * Screenshots of `target` (a page, or one form of it) at 1440 and 375 px for a visual review, only when
 * E2E_SCREENSHOTS names a folder: `${name}-1440.png` and `${name}-375.png`. The viewport is put back.
 */
export async function reviewShots(page: Page, name: string, target: Locator | null = null): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${dir}/${name}-${width}.png`;
    if (target) await target.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * One screenshot of `page` for a visual review, only when E2E_SCREENSHOTS names a folder:
 * `${folder}/${spec}-${name}.png`. Otherwise none (ADR 0042: PNG captures of whole pages were a share
 * of the suite's CPU, and no test reads them).
 */
export async function reviewShot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const spec = basename(test.info().file).replace(/\.spec\.ts$/, '');
  await page.screenshot({ path: `${dir}/${spec}-${name}.png`, fullPage: options.fullPage ?? false });
}
