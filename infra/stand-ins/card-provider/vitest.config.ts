import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@seats/card-stand-in',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every file starts the app in-process on port 0; nothing outside the process is needed.
    testTimeout: 10_000,
  },
})
