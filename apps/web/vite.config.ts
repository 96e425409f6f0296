import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Libraries every page needs before it can render (React, the router, Redux Toolkit and RTK Query).
 * One chunk instead of four compresses better and is cached as a whole between deploys; feature
 * libraries (zod, react-hook-form, date-fns, radix) stay in the lazy chunks of the pages using them.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The manifest lets bench/ measure the initial JavaScript of each route.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
  },
});
