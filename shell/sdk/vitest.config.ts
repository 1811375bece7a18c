import { defineConfig } from 'vitest/config'

// Node by default (the API client tests talk to a real local server); React tests opt into jsdom per file.
export default defineConfig({
  test: {
    name: '@seats/sdk',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/page-cleanup.ts'],
    environment: 'node',
  },
})
