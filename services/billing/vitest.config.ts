import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@seats/billing',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each integration file starts auth, the card provider's stand-in and billing on fresh databases.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
