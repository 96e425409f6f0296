import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The English catalogue, extracted from the source (what `lingui extract` does for macro users): every
 * `t('id', 'English message')` call in apps/web/src, with `t` from useT() or lib/i18n. Used by the
 * catalogue tests (catalogues.test.ts beside it); node only, so outside the web app.
 */
export interface SourceMessage {
  id: string;
  message: string;
  file: string;
}

const CALL =
  /(?<![.\w$])t\(\s*(['"])([a-z][\w.-]*)\1\s*,\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;

export function extractMessages(text: string, file = ''): SourceMessage[] {
  const found: SourceMessage[] = [];
  for (const m of text.matchAll(CALL)) {
    const raw = m[3] ?? m[4] ?? m[5] ?? '';
    found.push({ id: m[2] as string, message: raw.replace(/\\(.)/g, '$1'), file });
  }
  return found;
}

export function extractSourceMessages(srcDir: string): SourceMessage[] {
  const found: SourceMessage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // lib/i18n itself: its comments show the call form.
        if (relative(srcDir, path) !== join('lib', 'i18n')) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        found.push(...extractMessages(readFileSync(path, 'utf8'), relative(srcDir, path)));
    }
  };
  walk(srcDir);
  return found;
}
