import { existsSync } from 'node:fs'
import path from 'node:path'
import { INFRA_DIR } from './paths.js'

/** Single-quotes a word for /bin/sh. */
export const shQuote = (word: string): string =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`

/** `exec` replaces the shell concurrently spawns, so signals reach node itself (pnpm shims would not pass them). */
export const nodeScript = (...args: string[]): string => `exec node ${args.map(shQuote).join(' ')}`

/** A package's own copy of a CLI, else infra's. */
function packageBin(dir: string, pkg: string, file: string): string {
  const own = path.join(dir, 'node_modules', pkg, file)
  return existsSync(own) ? own : path.join(INFRA_DIR, 'node_modules', pkg, file)
}

export const tsxCli = (dir: string): string => packageBin(dir, 'tsx', 'dist/cli.mjs')
export const viteCli = (dir: string): string => packageBin(dir, 'vite', 'bin/vite.js')
