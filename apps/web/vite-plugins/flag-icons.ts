import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** URL prefix of the flag files: /flags/AE.svg (kept in step with src/lib/flag-url.ts). */
const PREFIX = '/flags/';

/** The 3:2 SVG flags of country-flag-icons, one file per ISO 3166-1 alpha-2 code. */
function flagsDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
}

/**
 * Ships the flags of the country-flag-icons package as static files, /flags/{ISO}.svg, so a page
 * downloads only the flags it shows (an image each, cached by the browser) and the JavaScript carries
 * none of them. The files come from the package at build time: nothing is fetched at run time and an
 * upgrade of the package updates them. `vite dev` serves the same paths from the package.
 */
export function flagIcons(): Plugin {
  const dir = flagsDirectory();
  const files = readdirSync(dir).filter((name) => /^[A-Z]{2}\.svg$/.test(name));
  return {
    name: 'portal-flag-icons',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(PREFIX) ? req.url.slice(PREFIX.length).split('?')[0] : null;
        if (!name || !files.includes(name)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      for (const name of files) {
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}
