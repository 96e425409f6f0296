import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { flagIcons } from './vite-plugins/flag-icons';
import { precompress } from './vite-plugins/precompress';

/**
 * React, which every page needs before it can render: one chunk instead of several compresses better
 * and is cached as a whole between deploys. React Router is a second chunk, loaded with the app
 * (app/app-boot.tsx) - a visit that starts on /login renders without it (app/login-boot.tsx). Redux
 * Toolkit, RTK Query and their helpers form a third chunk that loads with the store
 * (app/store-loader.ts), after the sign-in page's first paint; feature libraries (zod,
 * react-hook-form, date-fns) stay in the lazy chunks of the pages using them, Radix's popover is one
 * chunk (below).
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
const STORE =
  /node_modules[\\/](react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/;

/**
 * Small modules shared by many pages (design-system parts, formatting and storage helpers): one cached
 * chunk instead of dozens of sub-kilobyte ones, each of which costs a request and a preload link
 * appended on the main thread when a lazy page loads. Only modules that import neither the router nor
 * the store, so the sign-in page can load this chunk without them (e2e/speed.spec.ts checks /login
 * never fetches the router). lucide's icons are not grouped: one chunk of every icon of the app made
 * /login load 10.8 KB gzip of icons it never shows; each icon now travels with the pages that use it.
 */
const SHARED =
  /[\\/]src[\\/](components[\\/](ui[\\/](?!dropdown)|loading-screen\.tsx$)|app[\\/]store-loader\.ts$|lib[\\/](cn|format|money|initials|storage|use-click-outside|use-debounced|form-values|pagination|server-errors|error-envelope|flag-url|api-path|root-path|company-config|nav|next-task)\.tsx?$)/;

/**
 * The language layer (issue 35): Lingui's core and React bindings, lib/i18n and the language switch. The
 * sign-in page and the app's frame both use it, so it joins the shared chunk rather than the app's
 * (which would pull the router onto /login). The catalogues stay their own lazy chunks.
 */
const I18N =
  /[\\/]src[\\/](lib[\\/]i18n[\\/](?!catalogues[\\/])|components[\\/]language-switch\.tsx$)|node_modules[\\/]@lingui[\\/](core|react)[\\/]/;

/**
 * A test for the modules at the given paths under `root` (`/apps/web/src/`): a path ending in `/` is a
 * folder, anything else one module named without its extension.
 */
function modulesAt(root: string, paths: string[]): (id: string) => boolean {
  return (id) => {
    const path = id.replaceAll('\\', '/');
    const at = path.indexOf(root);
    if (at < 0) return false;
    const rel = path.slice(at + root.length);
    const name = rel.replace(/\.tsx?$/, '');
    return paths.some((p) => (p.endsWith('/') ? rel.startsWith(p) : name === p));
  };
}
const WEB_SRC = '/apps/web/src/';

/**
 * The signed-in app's own frame, loaded together once the visitor is known to be signed in: the router
 * tree, the layouts (header, footer, access gate), the route tables and the home page (the first page
 * after sign-in). They were some 25 chunks of 0.2-4 KB, and for every lazy chunk Vite's preload helper
 * appends one `modulepreload` link per dependency on the main thread: on a phone that link storm was the
 * longest task of the signed-in `/` (bench/home-profile.mjs). Nothing the sign-in page loads is here
 * (login-boot, store-loader and the store runtime below stay out), so /login still never fetches it or
 * the router. The first-visit overlay, the install banner and the toast card stay lazy: most visits never
 * show them. A group also takes the dependencies of what it matches that no earlier group took.
 */
const inApp = modulesAt(WEB_SRC, [
  'app/app-boot',
  'app/router',
  'app/routes',
  'app/home-search-forms',
  'app/gate',
  'app/offered-modules',
  'app/use-route-handle',
  'app/layout/',
  'modules',
  'features/home/',
  'lib/shell-api',
  'lib/use-logout',
  'lib/first-visit',
  'components/flag',
  'components/home-tabs',
  'components/agent-avatar',
  'components/social-icons',
  'components/ui/dropdown',
  'features/wallet/components/header-wallet',
  'features/wallet/api/wallet-balance.api',
  'features/attractions/components/header-cart',
]);
const lazyLayout = modulesAt(WEB_SRC, ['app/layout/first-visit-overlay', 'app/layout/install-banner']);
const routeTable = (id: string) =>
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/][\w-]+[\\/][\w-]+\.routes\.ts$/.test(id);
const APP = (id: string) => (inApp(id) && !lazyLayout(id)) || routeTable(id);

/**
 * The store with its slices, the API layer and the start-up (app/store-runtime.tsx and what it imports):
 * the sign-in page loads them too, without the router, so they are a chunk of their own, grouped before
 * the app's.
 */
const STORE_RUNTIME = modulesAt(WEB_SRC, ['app/store-runtime']);

/**
 * The home page's hotel search form (the portal's first screen) with its helpers and the hotel rules it
 * shares with the server: one chunk, which the hotel results page reuses.
 */
const hotelSearchForm = modulesAt(WEB_SRC, [
  'features/hotels/components/hotel-search-form',
  'features/hotels/components/destination-box',
  'features/hotels/components/rooms-picker',
  'features/hotels/components/stay-date-field',
  'features/hotels/lib/stay-rules',
  'features/hotels/lib/search-params',
  'features/hotels/lib/form-errors',
  'features/hotels/lib/labels',
  'features/hotels/lib/suggestions',
  'features/hotels/lib/display-date',
  'features/hotels/api/search.api',
  'features/hotels/hotel.slice',
  'components/country-select',
]);
const hotelRules = modulesAt('/packages/domain/src/hotels/', [
  'hotel-form',
  'paths',
  'search-validation',
  'types',
]);
const HOTEL_SEARCH = (id: string) => hotelSearchForm(id) || hotelRules(id);

/**
 * Radix's popover (the home's rooms picker and stay dates, and the other date fields) with what it is
 * made of - focus scope, portal, floating-ui, scroll lock - one chunk instead of four.
 */
const RADIX_POPOVER = /node_modules[\\/]@radix-ui[\\/]react-popover[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), flagIcons(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The manifest lets bench/ measure the initial JavaScript of each route.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'router', test: ROUTER },
            { name: 'redux', test: STORE },
            // Lingui's message compiler loads with a translated catalogue only (lib/i18n/i18n.ts).
            {
              name: 'message-compiler',
              test: /node_modules[\\/](@lingui[\\/]message-utils|@messageformat)[\\/]/,
            },
            { name: 'shared', test: (id: string) => SHARED.test(id) || I18N.test(id) },
            { name: 'store-runtime', test: STORE_RUNTIME },
            { name: 'app', test: APP },
            { name: 'popover', test: RADIX_POPOVER },
            { name: 'hotel-search', test: HOTEL_SEARCH },
          ],
        },
      },
    },
  },
});
