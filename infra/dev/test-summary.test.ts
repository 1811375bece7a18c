import { describe, expect, it } from 'vitest'
import { addTallies, summaryLine, tallyPlaywright, tallyVitest, timingsLine } from './test-summary.js'

describe('tallyVitest', () => {
  it('counts passed, failed and skipped tests', () => {
    const t = tallyVitest(
      { numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, testResults: [] },
      1,
    )
    expect([t.passed, t.failed, t.skipped]).toEqual([5, 1, 3])
  })

  it('counts a file that failed to load as a failure', () => {
    const t = tallyVitest(
      {
        numPassedTests: 3,
        numFailedTests: 0,
        testResults: [
          { name: 'a.test.ts', status: 'failed', message: 'SyntaxError\nat', assertionResults: [] },
        ],
      },
      1,
    )
    expect(t.failed).toBe(1)
    expect(t.notes[0]).toContain('a.test.ts')
  })

  it('counts a non-zero exit without failing tests as one failure', () => {
    expect(tallyVitest({ numPassedTests: 3, testResults: [] }, 1).failed).toBe(1)
  })

  it('names each error thrown outside any test, with where it came from', () => {
    const t = tallyVitest({ numPassedTests: 3, testResults: [] }, 1, [
      { message: 'Error: Connection is closed.', where: ['at close (redis.ts:10:3)'] },
    ])
    expect(t.failed).toBe(1)
    expect(t.notes).toEqual([
      'vitest: unhandled outside any test: Error: Connection is closed.\n    at close (redis.ts:10:3)',
    ])
  })

  it('counts a missing report as one failure', () => {
    expect(tallyVitest(undefined, 1).failed).toBe(1)
  })

  it('names each failing test by its file, its full name and the first line of its error', () => {
    const t = tallyVitest(
      {
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/services/auth/src/app.int.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'auth logs in' },
              {
                status: 'failed',
                fullName: 'auth never answers 500',
                failureMessages: ['Error: Test timed out in 20000ms.\n    at ...'],
              },
            ],
          },
        ],
      },
      1,
      [],
      '/repo',
    )
    expect(t.failed).toBe(1)
    expect(t.notes).toEqual([
      'vitest failed: services/auth/src/app.int.test.ts › auth never answers 500: Error: Test timed out in 20000ms.',
    ])
  })
})

describe('tallyPlaywright', () => {
  it('counts flaky tests as passed and reports them', () => {
    const t = tallyPlaywright({ stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 } }, 1)
    expect([t.passed, t.failed, t.skipped]).toEqual([5, 1, 2])
    expect(t.notes.join()).toContain('flaky')
  })

  it('names each failing test with its project, file, line and describe, and its error without colours', () => {
    const t = tallyPlaywright(
      {
        stats: { expected: 1, unexpected: 1 },
        suites: [
          {
            title: 'season.spec.ts',
            suites: [
              {
                title: 'the season',
                specs: [
                  {
                    title: 'households ask for seats',
                    file: 'season.spec.ts',
                    line: 15,
                    tests: [
                      {
                        projectName: 'app',
                        status: 'unexpected',
                        results: [
                          {
                            error: {
                              message: '\u001b[31mTest timeout of 300000ms exceeded.\u001b[39m\nmore',
                            },
                          },
                        ],
                      },
                    ],
                  },
                  {
                    title: 'the map',
                    file: 'season.spec.ts',
                    line: 40,
                    tests: [{ projectName: 'app', status: 'expected', results: [{}] }],
                  },
                ],
              },
            ],
          },
        ],
      },
      1,
    )
    expect(t.notes).toEqual([
      'e2e failed: [app] season.spec.ts:15 › the season › households ask for seats: Test timeout of 300000ms exceeded.',
    ])
  })

  it('counts global errors (a failed global setup) as failures', () => {
    const t = tallyPlaywright({ stats: { expected: 0, unexpected: 0 }, errors: [{ message: 'boom' }] }, 1)
    expect(t.failed).toBe(1)
  })
})

describe('summaryLine', () => {
  it('sums layers and shows skipped only when there are any', () => {
    const a = { passed: 2, failed: 0, skipped: 0, notes: [] }
    const b = { passed: 3, failed: 1, skipped: 0, notes: [] }
    expect(summaryLine(addTallies(a, b))).toBe('5 passed, 1 failed')
    expect(summaryLine({ ...a, skipped: 4 })).toBe('2 passed, 0 failed, 4 skipped')
  })
})

describe('the timings line', () => {
  it("names each layer's seconds and the whole run's, in seconds and minutes", () => {
    expect(timingsLine({ install: 2, build: 30.5, vitest: 330, e2e: 480 })).toBe(
      'timings (s): install 2, build 30.5, vitest 330, e2e 480; in all 843 s (14.0 min)',
    )
  })
})
