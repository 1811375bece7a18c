import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'migrations/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Integration tests hash passwords with argon2 and create a database per file.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
