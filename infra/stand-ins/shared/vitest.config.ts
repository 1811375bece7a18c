import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: '@seats/stand-in-shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
