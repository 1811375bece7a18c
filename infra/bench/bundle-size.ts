/**
 * Gzipped size of the JavaScript each front end makes the browser fetch up front: the shell from its
 * index.html, each remote from its remoteEntry.js, following static imports (dynamic ones load later).
 * Usage: pnpm -F @seats/infra bench:bundle-size   (after `pnpm build`)
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { FRONTENDS } from '../dev/catalog.js'
import { fromRoot } from '../dev/paths.js'
import { htmlEntryScripts, staticImports } from './bundle-graph.js'
import { printTable } from './support/table.js'

interface Size {
  files: number
  raw: number
  gzip: number
}

const gz = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length

/** Follows static imports from the entry files; returns every file reached once. */
function closure(distDir: string, entries: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop() as string
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (/^[a-z]+:/i.test(spec)) continue // another origin: not part of this bundle
      const next = spec.startsWith('/') ? path.join(distDir, spec) : path.resolve(path.dirname(file), spec)
      queue.push(next)
    }
  }
  return [...seen]
}

function measure(files: string[]): Size {
  return files.reduce(
    (acc, f) => ({ files: acc.files + 1, raw: acc.raw + statSync(f).size, gzip: acc.gzip + gz(f) }),
    {
      files: 0,
      raw: 0,
      gzip: 0,
    },
  )
}

function allJs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.m?js$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name))
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KiB`

const rows: string[][] = []
let missing = 0
for (const f of FRONTENDS) {
  const dist = fromRoot(f.dir, 'dist')
  const entryFile = f.remote ? path.join(dist, 'remoteEntry.js') : path.join(dist, 'index.html')
  if (!existsSync(entryFile)) {
    rows.push([f.name, 'not built', '', '', ''])
    missing += 1
    continue
  }
  const entries = f.remote
    ? [entryFile]
    : htmlEntryScripts(readFileSync(entryFile, 'utf8'))
        .filter((s) => !/^[a-z]+:/i.test(s))
        .map((s) => path.join(dist, s))
  const initial = measure(closure(dist, entries))
  const total = measure(allJs(dist))
  rows.push([f.name, String(initial.files), kb(initial.raw), kb(initial.gzip), kb(total.gzip)])
}

printTable(['front end', 'initial files', 'initial raw', 'initial gzip', 'all JS gzip'], rows)
if (missing) console.log(`\n${missing} front end(s) not built: run \`pnpm build\` first.`)
