import { defineConfig } from 'vitest/config'

// Own config so `vitest run` here does not pick up the workspace-wide one; servers run on loopback.
export default defineConfig({
  test: { name: '@seats/gateway', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 15_000 },
})
