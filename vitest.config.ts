import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * One vitest run over the whole workspace: every package listed in pnpm-workspace.yaml is its own project.
 * A package with its own vitest.config / vite.config is used as it is (front ends set jsdom there);
 * a package without one runs its tests in node.
 */
const root = path.dirname(fileURLToPath(import.meta.url))
const CONFIG_FILES = [
  'vitest.config.ts',
  'vitest.config.mts',
  'vitest.config.js',
  'vite.config.ts',
  'vite.config.mts',
  'vite.config.js',
]

function workspacePackages(): string[] {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
  const globs = [...yaml.matchAll(/^\s*-\s*['"]?([^'"\s#]+)['"]?\s*$/gm)].map((m) => m[1] ?? '')
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob]
    const parent = glob.slice(0, -2)
    const dir = path.join(root, parent)
    if (!existsSync(dir)) return []
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${parent}/${d.name}`)
  })
}

function packageName(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { name?: string }
  return pkg.name ?? dir
}

const projects = workspacePackages()
  .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
  .map((dir) => {
    const config = CONFIG_FILES.find((f) => existsSync(path.join(root, dir, f)))
    if (config) return path.join(root, dir, config)
    return {
      test: {
        name: packageName(dir),
        root: path.join(root, dir),
        environment: 'node',
        include: ['**/*.test.ts'],
        exclude: ['**/node_modules/**', '**/dist/**'],
      },
    }
  })

export default defineConfig({
  test: {
    projects,
    // Most files wait on MySQL, Redis and their own servers, not on a core: three at a time on two cores
    // halves the run (vitest's default is one fewer than the cores, so one here). Files that start whole
    // systems use ports of their own.
    maxWorkers: 3,
  },
})
