import { pino, type Logger } from 'pino'

export type { Logger }

/** JSON logs on stdout, one line per event; the system's token is censored should it reach a log. */
export function createLogger(level = 'info'): Logger {
  return pino({
    name: 'yemot-stand-in',
    level,
    base: { service: 'yemot-stand-in' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['token', '*.token', 'password'], censor: '[redacted]' },
  })
}
