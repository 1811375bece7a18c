/** Turns the vitest and Playwright JSON reports into one count; a runner that broke counts as a failure. */
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
    assertionResults?: { status?: string }[]
  }[]
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
  for (const file of report.testResults ?? []) {
    const anyTestFailed = (file.assertionResults ?? []).some((a) => a.status === 'failed')
    if (file.status === 'failed' && !anyTestFailed) {
      t.failed += 1
      t.notes.push(
        `vitest: ${file.name ?? 'a test file'} failed to run: ${(file.message ?? '').split('\n')[0]}`,
      )
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

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }
  errors?: { message?: string }[]
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
