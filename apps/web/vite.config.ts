import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  // The manifest lets bench/ measure the initial JavaScript of each route.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
});
