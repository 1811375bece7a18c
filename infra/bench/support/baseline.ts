import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { printTable } from './table.js'

/**
 * A benchmark's figures against the ones stored when they were last accepted (bench/baselines/<name>.json,
 * written with BENCH_SAVE_BASELINE=1 and committed with the change that earned them). Every figure is
 * 'lower is better'. A figure more than the tolerance worse than its baseline makes the comparison fail:
 * the benchmark then exits non-zero, so a slower map is seen, without a timed test in the suite.
 */
const BASELINES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'baselines')

/** Runs on a shared two-core machine vary by about this much between identical builds. */
export const NOISE_TOLERANCE = 0.15

export interface Figure {
  name: string
  value: number
  unit: 'ms' | 'KiB' | 'files'
}

const shown = (f: { value: number; unit: Figure['unit'] }) =>
  f.unit === 'files' ? String(Math.round(f.value)) : `${f.value.toFixed(f.unit === 'KiB' ? 1 : 0)} ${f.unit}`

/** Prints each figure beside its baseline with the ratio; answers the figures that got worse. */
export function compareWithBaseline(bench: string, figures: Figure[]): string[] {
  const file = path.join(BASELINES_DIR, `${bench}.json`)
  if (process.env.BENCH_SAVE_BASELINE) {
    mkdirSync(BASELINES_DIR, { recursive: true })
    const stored = Object.fromEntries(
      figures.map((f) => [f.name, { value: Math.round(f.value * 10) / 10, unit: f.unit }]),
    )
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`)
    console.log(`\nbaseline saved to ${path.relative(process.cwd(), file)}`)
    return []
  }
  if (!existsSync(file)) {
    console.log(
      `\nno baseline yet (${path.relative(process.cwd(), file)}): BENCH_SAVE_BASELINE=1 stores this run's`,
    )
    return []
  }
  const baseline = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { value: number; unit: Figure['unit'] }
  >
  const worse: string[] = []
  const rows = figures.map((f) => {
    const before = baseline[f.name]
    if (!before) return [f.name, '-', shown(f), '-', 'new']
    const ratio = f.value / before.value
    const verdict = ratio > 1 + NOISE_TOLERANCE ? 'WORSE' : ratio < 1 - NOISE_TOLERANCE ? 'better' : 'same'
    if (verdict === 'WORSE') worse.push(f.name)
    return [f.name, shown(before), shown(f), ratio.toFixed(2), verdict]
  })
  console.log(`\nagainst the stored baseline (worse by more than ${NOISE_TOLERANCE * 100}% fails):`)
  printTable(['figure', 'baseline', 'now', 'ratio', ''], rows, { indent: '  ' })
  return worse
}
