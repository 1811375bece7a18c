import { createLogger, type Logger } from '../logger'

/** A logger at debug level whose lines the test reads (raw JSON text, as they would reach a log store). */
export function capturedLogger(name: string): { log: Logger; lines: string[] } {
  const lines: string[] = []
  const log = createLogger(name, 'debug', { write: (line: string) => void lines.push(line) })
  return { log, lines }
}
