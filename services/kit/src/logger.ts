import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** JSON logs on stdout (or `destination`), one line per event, tagged with the service name. */
export function createLogger(
  service: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options = {
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'refreshToken'],
      censor: '[redacted]',
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
