import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations and transitions (a dialog fading in): axe reads colours as
 * they are on screen, and a half-faded text fails the contrast rule. Endless ones (a pulsing bar, a
 * spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Fails with a readable list when axe finds serious or critical violations (WCAG 2.1 A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact}: ${v.id} - ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every axe violation of the WCAG A/AA rules and best practices, whatever its impact (the Arabic pages). */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** The page does not scroll sideways at `width`; the elements that stick out are named in the failure. */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `wider than ${width}: ${outside.join(' | ')}`,
  ).toBeLessThanOrEqual(width);
}
