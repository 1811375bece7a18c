import { writeFileSync } from 'node:fs'
import type { Reporter, SerializedError } from 'vitest/node'

/**
 * A vitest reporter that writes the run's unhandled errors (thrown outside any test: a timer or a socket
 * firing after its test ended) to the file in SEATS_VITEST_UNHANDLED, so the run's closing summary can
 * name them: the default reporter prints them far above the last lines a CI log keeps.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: ReadonlyArray<SerializedError>): void {
    const file = process.env.SEATS_VITEST_UNHANDLED
    if (!file) return
    writeFileSync(
      file,
      JSON.stringify(
        errors.map((e) => ({
          message: `${e.name ?? 'Error'}: ${e.message ?? ''}`,
          where: (e.stack ?? '')
            .split('\n')
            .slice(1, 4)
            .map((l) => l.trim()),
        })),
      ),
    )
  }
}
