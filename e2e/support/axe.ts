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
