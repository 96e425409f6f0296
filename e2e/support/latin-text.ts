import type { Page } from '@playwright/test';

/**
 * The sweep of issue 35: on an Arabic page, the visible texts an agent reads (text nodes, and the
 * placeholders, accessible names, titles and image texts) that still carry English words. Allowed,
 * and only these:
 * - data, shown as it was written: the strings the API answered (`watchApiData`: names of hotels,
 *   attractions, visas, cities, the company's name and address, the agent's own entries): a whole text,
 *   a value set apart in a message (U+2068..U+2069), or a name (a run of Latin words starting with a
 *   capital) found in one of them;
 * - words in capitals (AED, USD, DXB, A2A, PDF, API, LLC, booking references): codes, the same in
 *   both languages;
 * - the brands of other companies named in the Arabic too (BRANDS) and the language switch's
 *   "English" (a language is named in its own language);
 * - e-mail addresses and web addresses;
 * - the spec's own English shown in Arabic too (SPEC_TEXTS): the flight date field's placeholder
 *   "mm/dd/yyyy" (spec section 2.8), a pattern of the digits to type.
 * Everything else Latin of two letters or more is a finding.
 */
const BRANDS = ['English', 'Excel', 'Facebook', 'Instagram', 'Tabby'];
const SPEC_TEXTS = ['mm/dd/yyyy'];

/** Collects the strings of the page's API answers (JSON), from now on. */
export function watchApiData(page: Page): Set<string> {
  const data = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/[A-Za-z]{2}/.test(value) && value.length <= 300) data.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(collect, () => undefined);
  });
  return data;
}

export async function latinTexts(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  return page.evaluate(
    ({ data, brands, specTexts }) => {
      const known = new Set([...data, ...specTexts]);
      const all = data.join('\n');
      const allowed = new Set(brands);
      const bare = (text: string) => text.trim().replace(/^[\s·,:-]+|[\s·,:-]+$/g, '');
      const strip = (text: string): string =>
        text
          // A value set apart in a message: allowed when it is data.
          .replace(/\u2068([^\u2068\u2069]*)\u2069/g, (whole, inner: string) =>
            known.has(bare(inner)) ? ' ' : inner,
          )
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
          .replace(/https?:\/\/\S*/g, ' ');
      const offending = (text: string): boolean => {
        if (known.has(bare(text))) return false;
        let rest = strip(text);
        if (known.has(bare(rest))) return false;
        // A name the API sent ("Umm Suqeim", "Desert Rose Tourism") inside a longer text.
        rest = rest.replace(/[A-Z][\w'’&.()+-]*(?: [\w'’&.()+-]+)*/g, (run) => {
          const words = run.split(' ');
          // Two words or more found in the data, or one word the data has on its own ("Dubai").
          for (let n = words.length; n > 1; n--)
            if (all.includes(words.slice(0, n).join(' '))) return ` ${words.slice(n).join(' ')}`;
          if (known.has(words[0] ?? '')) return ` ${words.slice(1).join(' ')}`;
          return run;
        });
        return (rest.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []).some(
          (word) => !allowed.has(word) && word !== word.toUpperCase(),
        );
      };
      const visible = (el: Element): boolean =>
        el.checkVisibility({ checkVisibilityCSS: true }) && !el.closest('[aria-hidden="true"]');
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, svg')) continue;
        const text = (node.textContent ?? '').trim();
        if (text && visible(parent) && offending(text)) found.add(text.slice(0, 120));
      }
      for (const el of document.querySelectorAll('[placeholder], [aria-label], img[alt], [title]')) {
        if (!visible(el)) continue;
        for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
          const value = el.getAttribute(name)?.trim();
          if (value && offending(value)) found.add(`[${name}] ${value.slice(0, 120)}`);
        }
      }
      return [...found];
    },
    { data: [...data], brands: BRANDS, specTexts: SPEC_TEXTS },
  );
}
