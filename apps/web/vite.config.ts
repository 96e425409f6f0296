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
 * react-hook-form, date-fns, radix) stay in the lazy chunks of the pages using them.
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
 * never fetches the router). lucide's icons are one chunk for the same reason.
 */
const SHARED =
  /[\\/]src[\\/](components[\\/]ui[\\/](?!dropdown)|lib[\\/](cn|format|money|initials|storage|use-click-outside|use-debounced|form-values|pagination|server-errors|error-envelope|flag-url|api-path|root-path)\.tsx?$)/;

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
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'shared', test: SHARED },
          ],
        },
      },
    },
  },
});
