import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts so tests run without the federation plugin; React tests opt into jsdom per file.
export default defineConfig({
  test: {
    name: '@seats/shell',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@seats/sdk/testing/page-cleanup'],
    environment: 'node',
  },
})
