import { pino, type Logger } from 'pino'

export type { Logger }

/** JSON logs on stdout, one line per event. Card fields are censored should a body ever reach a log. */
export function createLogger(level = 'info'): Logger {
  return pino({
    name: 'card-stand-in',
    level,
    base: { service: 'card-stand-in' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['CardNumber', 'CVV', 'CitizenID', '*.CardNumber', '*.CVV', '*.CitizenID', 'APIKey', '*.APIKey'],
      censor: '[redacted]',
    },
  })
}
