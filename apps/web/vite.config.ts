import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';

/**
 * The web app is served by the portal server in production (apps/server serves apps/web/dist);
 * in development Vite serves it and forwards the API and the signed file links to the server.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.PORTAL_API ?? 'http://localhost:8080';

export default defineConfig({
  root,
  // The server sends the .br / .gz copies as they are (apps/server/src/platform/web-app.ts).
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads it to report what each route loads.
    manifest: true,
    // Every page is a React.lazy chunk; the warning limit keeps an eye on the shared vendor chunk.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into one chunk. Left to itself, rolldown splits
        // those modules by which lazy pages also use them, so each new feature re-cut the first-load
        // code into more, smaller chunks (+4 KB gzip for bidding alone, against the 350 KB budget).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploadfiles': { target: api, changeOrigin: false },
      '/files': { target: api, changeOrigin: false },
      '/inline': { target: api, changeOrigin: false },
    },
  },
});
