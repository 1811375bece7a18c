import { defineConfig } from 'vitest/config'

// Own config so `vitest run` here runs this package only; integration tests use the local MariaDB and Redis.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
})
