/** Turns the vitest and Playwright JSON reports into one count; a runner that broke counts as a failure. */
import { stripVTControlCharacters } from 'node:util'

export interface Tally {
  passed: number
  failed: number
  skipped: number
  /** Why failures were counted that are not failing tests (crashed runner, file that did not load, ...). */
  notes: string[]
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0, notes: [] })

export function addTallies(...tallies: Tally[]): Tally {
  return tallies.reduce(
    (acc, t) => ({
      passed: acc.passed + t.passed,
      failed: acc.failed + t.failed,
      skipped: acc.skipped + t.skipped,
      notes: [...acc.notes, ...t.notes],
    }),
    emptyTally(),
  )
}

interface VitestReport {
  numPassedTests?: number
  numFailedTests?: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: {
    name?: string
    status?: string
    message?: string
    assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[]
  }[]
}

/** How many failing tests the closing lines name; the reports keep the rest. */
const NAMED_FAILURES = 20

const firstLine = (text: string | undefined): string =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0] ?? ''

/** Notes naming each failing test, so the end of a long log says which ones failed and why. */
function failureNotes(failures: string[]): string[] {
  const notes = failures.slice(0, NAMED_FAILURES)
  if (failures.length > NAMED_FAILURES) notes.push(`... and ${failures.length - NAMED_FAILURES} more`)
  return notes
}

/** An error vitest caught outside any test (unhandled-errors-reporter.ts). */
export interface UnhandledError {
  message: string
  where: string[]
}

export function tallyVitest(
  report: VitestReport | undefined,
  exitCode: number,
  unhandled: UnhandledError[] = [],
  root = '',
): Tally {
  const t = emptyTally()
  if (!report) {
    t.failed = 1
    t.notes.push(`vitest: no report (exit ${exitCode})`)
    return t
  }
  t.passed = report.numPassedTests ?? 0
  t.failed = report.numFailedTests ?? 0
  t.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  const shortName = (name = 'a test file'): string =>
    root && name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name
  const failing = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((a) => a.status === 'failed')
      .map(
        (a) =>
          `vitest failed: ${shortName(file.name)} › ${a.fullName ?? ''}: ${firstLine(a.failureMessages?.[0])}`,
      ),
  )
  t.notes.push(...failureNotes(failing))
  for (const file of report.testResults ?? []) {
    const anyTestFailed = (file.assertionResults ?? []).some((a) => a.status === 'failed')
    if (file.status === 'failed' && !anyTestFailed) {
      t.failed += 1
      t.notes.push(`vitest: ${shortName(file.name)} failed to run: ${firstLine(file.message)}`)
    }
  }
  for (const e of unhandled) {
    t.failed += 1
    t.notes.push(
      `vitest: unhandled outside any test: ${e.message}${e.where.map((w) => `\n    ${w}`).join('')}`,
    )
  }
  if (exitCode !== 0 && t.failed === 0) {
    t.failed = 1
    t.notes.push(`vitest exited with ${exitCode} outside any test (unhandled error?)`)
  }
  return t
}

interface PlaywrightSuite {
  title?: string
  specs?: {
    title?: string
    file?: string
    line?: number
    tests?: { projectName?: string; status?: string; results?: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
  errors?: { message?: string }[]
  suites?: PlaywrightSuite[]
}

/**
 * Each test that failed, as `[project] file:line › describe › title: its error's first line`. The
 * outermost suites are the files, which each spec names already with its line.
 */
function playwrightFailures(
  suites: PlaywrightSuite[],
  describes: string[] | undefined = undefined,
): string[] {
  return suites.flatMap((suite) => {
    const titles = describes === undefined ? [] : [...describes, suite.title ?? '']
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results?.map((r) => r.error?.message).find(Boolean)
          const name = [...titles, spec.title].join(' › ')
          return `e2e failed: [${test.projectName}] ${spec.file}:${spec.line} › ${name}: ${firstLine(error)}`
        }),
    )
    return [...own, ...playwrightFailures(suite.suites ?? [], titles)]
  })
}

export function tallyPlaywright(report: PlaywrightReport | undefined, exitCode: number): Tally {
  const t = emptyTally()
  if (!report?.stats) {
    t.failed = 1
    t.notes.push(`playwright: no report (exit ${exitCode})`)
    return t
  }
  const s = report.stats
  t.passed = (s.expected ?? 0) + (s.flaky ?? 0)
  t.failed = s.unexpected ?? 0
  t.skipped = s.skipped ?? 0
  t.notes.push(...failureNotes(playwrightFailures(report.suites ?? [])))
  if (s.flaky) t.notes.push(`playwright: ${s.flaky} flaky test(s) passed on retry`)
  const errors = report.errors ?? []
  if (errors.length && t.failed === 0) {
    t.failed = errors.length
    for (const e of errors) t.notes.push(`playwright: ${(e.message ?? '').split('\n')[0]}`)
  }
  if (exitCode !== 0 && t.failed === 0) {
    t.failed = 1
    t.notes.push(`playwright exited with ${exitCode}`)
  }
  return t
}

/** The closing line CI reads: `N passed, M failed` and `, K skipped` when there are any. */
export function summaryLine(t: Tally): string {
  return `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`
}

/** Each layer's time and the whole run's, so a slow layer shows before anyone asks. */
export function timingsLine(timings: Record<string, number>): string {
  const total = Object.values(timings).reduce((sum, s) => sum + s, 0)
  const parts = Object.entries(timings).map(([k, v]) => `${k} ${v}`)
  return `timings (s): ${parts.join(', ')}; in all ${Math.round(total)} s (${(total / 60).toFixed(1)} min)`
}
