import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts so tests run without the federation plugin.
export default defineConfig({
  test: {
    name: '@seats/mfe-landing',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@seats/sdk/testing/page-cleanup'],
    environment: 'jsdom',
    // A screen rendered and typed into in jsdom takes seconds while the other layers load both cores.
    testTimeout: 15_000,
  },
})
