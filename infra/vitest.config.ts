import { defineProject } from 'vitest/config'

// e2e/ holds Playwright specs: they run through `npm test`'s Playwright step, never under vitest.
export default defineProject({
  test: {
    name: '@seats/infra',
    environment: 'node',
    include: ['dev/**/*.test.ts', 'bench/**/*.test.ts', 'ops/**/*.test.ts', 'lint/**/*.test.ts'],
  },
})
