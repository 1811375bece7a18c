import { pino, type Logger } from 'pino'

export type { Logger }

/** JSON logs on stdout, one line per event; never a message body. */
export function createLogger(level = 'info'): Logger {
  return pino({
    name: 'mail-stand-in',
    level,
    base: { service: 'mail-stand-in' },
    timestamp: pino.stdTimeFunctions.isoTime,
  })
}
