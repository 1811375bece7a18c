import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@seats/mail-stand-in',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every file starts the stand-in in-process on free ports; nothing outside the process is needed.
    testTimeout: 10_000,
  },
})
