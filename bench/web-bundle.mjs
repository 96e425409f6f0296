// Initial JavaScript (gzip) loaded by /login and by / in the built web app (apps/web/dist, from
// `npm run build`). Prints figures; asserts nothing.
//
// Initial JS of a page = the entry chunk and everything it imports statically (what index.html loads
// and modulepreloads) + the lazy route chunk(s) of that page and their static imports. Route chunks
// are found in dist/.vite/manifest.json (vite `build.manifest: true`) by their source path.
// Run: node bench/web-bundle.mjs [--dist apps/web/dist] [--page "/login=auth/pages/login" --page "/=home/pages/home,app/layout"]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const distArg = process.argv.indexOf('--dist');
const DIST =
  distArg > 0
    ? resolve(process.argv[distArg + 1] ?? '')
    : join(import.meta.dirname, '..', 'apps', 'web', 'dist');

// Source-path patterns (matched against manifest keys, e.g. "src/features/auth/pages/login-page.tsx").
const DEFAULT_PAGES = {
  // A visit that starts on /login renders it without the router (app/login-boot.tsx); every other
  // page starts the app with its router (app/app-boot.tsx). The signed-in frame and the home page are
  // one chunk named "app" (manifest key "_app-<hash>.js", see apps/web/vite.config.ts), the home's
  // hotel search form another ("hotel-search"); the source patterns still match builds made before
  // that grouping (`--dist`).
  '/login': ['features/auth/.*login[^/]*\\.tsx$', 'app/login-boot\\.tsx$'],
  '/': [
    'features/home/.*home[^/]*page[^/]*\\.tsx$',
    'app/app-boot\\.tsx$',
    '^_app-[\\w-]+\\.js$',
    'hotels/components/hotel-search-form\\.tsx$',
    '^_hotel-search-[\\w-]+\\.js$',
  ],
};

function pagePatterns() {
  const pages = {};
  for (let i = 2; i < process.argv.length; i += 1) {
    if (process.argv[i] !== '--page') continue;
    const [path, list = ''] = (process.argv[i + 1] ?? '').split('=');
    if (path) pages[path] = list.split(',').filter(Boolean);
  }
  return Object.keys(pages).length > 0 ? pages : DEFAULT_PAGES;
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.log('apps/web/dist/index.html not found: run `npm run build` first.');
  process.exit(1);
}

const sizes = new Map();
function size(file) {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(join(DIST, file));
    s = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, s);
  }
  return s;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const htmlScripts = [...html.matchAll(/<script\b[^>]*>/g)]
  .map((m) => attr(m[0], 'src'))
  .filter((src) => src?.endsWith('.js'));
const htmlPreloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) =>
  attr(m[0], 'href'),
);
const htmlCss = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href'));
const strip = (p) => p.replace(/^\//, '');
const shellFiles = [...new Set([...htmlScripts, ...htmlPreloads].filter(Boolean).map(strip))];
const cssGzip = htmlCss.filter(Boolean).reduce((sum, f) => sum + size(strip(f)).gzip, 0);

const manifestPath = join(DIST, '.vite', 'manifest.json');
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null;

/** A chunk's file plus every file it imports statically, depth first. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const label = (key) => manifest?.[key]?.src ?? manifest?.[key]?.name ?? key;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Minified bytes per package (or "app: src/<dir>") of one chunk, from its source map if the build wrote one. */
function attribute(file, into) {
  const mapPath = join(DIST, `${file}.map`);
  if (!existsSync(mapPath)) return false;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const code = readFileSync(join(DIST, file), 'utf8').split('\n');
  const owner = (source) => {
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source ?? '');
    if (nm) return nm[1];
    const app = /src\/([^/]+(?:\/[^/]+)?)\//.exec(source ?? '');
    return app ? `app: src/${app[1]}` : 'other';
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, row) => {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) sourceIndex += values[1];
      segments.push({ column, source: values.length > 1 ? sourceIndex : -1 });
    }
    const length = code[row]?.length ?? 0;
    segments.forEach((seg, i) => {
      const end = segments[i + 1]?.column ?? length;
      const name = seg.source >= 0 ? owner(map.sources[seg.source]) : 'other';
      into.set(name, (into.get(name) ?? 0) + Math.max(0, end - seg.column));
    });
  });
  return true;
}

function report(page, files, matched) {
  const list = [...files].map((f) => ({ file: f.file, name: f.name, ...size(f.file) }));
  const gzip = list.reduce((s, f) => s + f.gzip, 0);
  const raw = list.reduce((s, f) => s + f.raw, 0);
  console.log(`\n${page}: ${kb(gzip)} gzip initial JS (${kb(raw)} minified, ${list.length} files)`);
  if (matched)
    console.log(`  route chunks: ${matched.length ? matched.join(', ') : 'none matched (see --page)'}`);
  console.log('  largest:');
  for (const f of list.sort((a, b) => b.gzip - a.gzip).slice(0, 3)) {
    console.log(`    ${kb(f.gzip).padStart(9)} gzip  ${f.file}${f.name ? `  (${f.name})` : ''}`);
  }
  const byPackage = new Map();
  const mapped = list.map((f) => attribute(f.file, byPackage)).some(Boolean);
  if (mapped) {
    const total = [...byPackage.values()].reduce((a, b) => a + b, 0) || 1;
    console.log('  largest modules (share of minified bytes, from source maps):');
    for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 3)) {
      console.log(
        `    ${kb(bytes).padStart(9)} min   ${((100 * bytes) / total).toFixed(0).padStart(3)}%  ${name}`,
      );
    }
  }
}

console.log(`Web bundle: ${DIST}`);
console.log(`  initial CSS: ${kb(cssGzip)} gzip (not counted below)`);
if (!manifest) {
  // Without a manifest only the entry and its modulepreloads are known; route chunks cannot be told apart.
  report(
    'entry + modulepreloads (any page)',
    shellFiles.map((file) => ({ file, name: '' })),
    null,
  );
  console.log('\n  dist/.vite/manifest.json missing: set `build.manifest: true` in apps/web/vite.config.ts');
  console.log('  to attribute the lazy route chunks of /login and / as well.');
} else {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryKeys = closure(entryKey);
  for (const [page, patterns] of Object.entries(pagePatterns())) {
    const regexes = patterns.map((p) => new RegExp(p));
    const routeKeys = Object.keys(manifest).filter(
      (k) =>
        (manifest[k].isDynamicEntry || k.startsWith('_')) &&
        regexes.some((r) => r.test(manifest[k].src ?? k)),
    );
    const keys = new Set(entryKeys);
    for (const k of routeKeys) closure(k, keys);
    const files = [...keys].map((k) => ({ file: manifest[k].file, name: label(k) }));
    report(page, files, routeKeys.map(label));
  }
  const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry).length;
  console.log(`\n  ${lazy} lazy chunks in the build; gzip at zlib's default level (what a server sends).`);
}
