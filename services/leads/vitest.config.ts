import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@seats/leads',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each integration file starts auth and leads on their own fresh databases.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
