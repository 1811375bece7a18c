import { pino, type Logger } from 'pino'

export type { Logger }

/** JSON logs on stdout, one line per event, tagged with the service name. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'refreshToken'],
      censor: '[redacted]',
    },
  })
}
