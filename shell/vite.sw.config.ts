import { defineConfig } from 'vite'

/**
 * The service worker, built after the app into the same dist as one classic script at a fixed name
 * (`/sw.js`, the scope of the whole origin). Its name has no hash: the browser checks it for changes on
 * each visit, and the gateway serves it `no-cache` like every unhashed file.
 */
export default defineConfig({
  publicDir: false,
  // Workbox's development logging is left out of the built worker.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/service-worker/sw.ts',
      formats: ['iife'],
      name: 'seatsServiceWorker',
      fileName: () => 'sw.js',
    },
  },
})
