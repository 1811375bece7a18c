import { defineConfig } from 'tsup'

/**
 * Two Node entry points. Our workspace packages (@seats/*) ship as TypeScript source, so they are
 * bundled in; libraries from node_modules stay external and load from the installed packages.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@seats\//],
})
