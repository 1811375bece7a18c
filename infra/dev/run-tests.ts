/**
 * `npm test`: build once, run vitest over the whole workspace, then the Playwright e2e suite against the
 * built system, and close with one line `N passed, M failed` summed over both.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runInRoot } from './build.js'
import { checkMysql } from './databases.js'
import { INFRA_DIR, ROOT_DIR, RUN_DIR } from './paths.js'
import {
  addTallies,
  emptyTally,
  summaryLine,
  tallyPlaywright,
  tallyVitest,
  timingsLine,
  type Tally,
} from './test-summary.js'

const REPORT_DIR = path.join(RUN_DIR, 'test-results')
const VITEST_JSON = path.join(REPORT_DIR, 'vitest.json')
const VITEST_UNHANDLED = path.join(REPORT_DIR, 'vitest-unhandled.json')
const PLAYWRIGHT_JSON = path.join(REPORT_DIR, 'playwright.json')

const log = (s: string): void => console.log(`\x1b[1;36m[seats]\x1b[0m ${s}`)

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

async function timed<T>(label: string, timings: Record<string, number>, fn: () => Promise<T>): Promise<T> {
  const t0 = Date.now()
  try {
    return await fn()
  } finally {
    timings[label] = Math.round((Date.now() - t0) / 100) / 10
  }
}

async function main(): Promise<number> {
  const timings: Record<string, number> = {}
  if (process.env.SEATS_INSTALL_SECONDS) timings.install = Number(process.env.SEATS_INSTALL_SECONDS)
  const only = process.argv
    .slice(2)
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
  mkdirSync(REPORT_DIR, { recursive: true })
  rmSync(VITEST_JSON, { force: true })
  rmSync(VITEST_UNHANDLED, { force: true })
  rmSync(PLAYWRIGHT_JSON, { force: true })
  await checkMysql(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306')
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

  const tallies: Tally[] = []
  log('building (once, for every layer)')
  const buildCode = await timed('build', timings, () => runInRoot('pnpm', ['run', 'build'], env))
  if (buildCode !== 0) {
    tallies.push({ ...emptyTally(), failed: 1, notes: [`build failed (exit ${buildCode}); e2e skipped`] })
  }

  if (only !== 'e2e') {
    log('vitest: unit and integration tests of every package')
    const code = await timed('vitest', timings, () =>
      runInRoot(
        'node',
        [
          path.join(ROOT_DIR, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--config',
          path.join(ROOT_DIR, 'vitest.config.ts'),
          '--reporter=default',
          '--reporter=json',
          `--reporter=${path.join(INFRA_DIR, 'dev', 'unhandled-errors-reporter.ts')}`,
          `--outputFile.json=${VITEST_JSON}`,
        ],
        { ...env, SEATS_VITEST_UNHANDLED: VITEST_UNHANDLED },
      ),
    )
    tallies.push(tallyVitest(readJson(VITEST_JSON), code, readJson(VITEST_UNHANDLED), ROOT_DIR))
  }

  if (only !== 'vitest' && buildCode === 0) {
    log('playwright: end-to-end in Chromium through the gateway')
    const code = await timed('e2e', timings, () =>
      runInRoot(
        'node',
        [
          path.join(INFRA_DIR, 'node_modules', '@playwright', 'test', 'cli.js'),
          'test',
          '-c',
          path.join(INFRA_DIR, 'e2e', 'playwright.config.ts'),
        ],
        { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON },
      ),
    )
    tallies.push(tallyPlaywright(readJson(PLAYWRIGHT_JSON), code))
  }

  const total = addTallies(...tallies)
  writeFileSync(path.join(REPORT_DIR, 'summary.json'), JSON.stringify({ ...total, timings }, null, 2))
  console.log('')
  log(timingsLine(timings))
  if (existsSync(path.join(INFRA_DIR, 'e2e', 'artifacts', 'screenshots'))) {
    log(`screenshots: ${path.join(INFRA_DIR, 'e2e', 'artifacts', 'screenshots')}`)
  }
  for (const note of total.notes) log(note)
  console.log(summaryLine(total))
  return total.failed > 0 || total.passed === 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`\x1b[1;31m[seats]\x1b[0m ${err instanceof Error ? err.message : String(err)}`)
    console.log('0 passed, 1 failed')
    process.exit(1)
  },
)
