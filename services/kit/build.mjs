// Plain JavaScript because tsup loads its config through Node, which cannot import TypeScript here.

/**
 * One bundle per Node process: our TypeScript and its libraries in a single ESM file, so a deployable
 * needs no workspace links. Native addons, and drivers knex can load but we never use, stay external.
 */
export const NEVER_BUNDLED = [
  '@node-rs/argon2',
  'msgpackr-extract',
  'better-sqlite3',
  'sqlite3',
  'pg',
  'pg-native',
  'pg-query-stream',
  'oracledb',
  'tedious',
  'mysql',
  'mariadb',
  'cpu-features',
  'bufferutil',
  'utf-8-validate',
  // Reads its own files and protocol definitions at run time; the workers' PDFs drive Chromium with it.
  'playwright-core',
]

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
// tsup lets noExternal win over external, so the exclusions live inside the one pattern.
const bundled = new RegExp(`^(?!(?:${NEVER_BUNDLED.map(escape).join('|')})(?:/|$))`)

/** @param {{ entry: string[] | Record<string, string> }} opts @returns {import('tsup').Options} */
export function nodeServiceBundle(opts) {
  return {
    entry: opts.entry,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    clean: true,
    sourcemap: true,
    splitting: false,
    noExternal: [bundled],
    external: NEVER_BUNDLED,
    // Bundled CommonJS libraries call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  }
}
