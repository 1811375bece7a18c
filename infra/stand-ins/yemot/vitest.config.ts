import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@seats/yemot-stand-in',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every file starts the app in-process on port 0, and its own API extension beside it.
    testTimeout: 10_000,
  },
})
