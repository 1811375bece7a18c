import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SMTPServer } from 'smtp-server'
import { buildOutboxApp } from './app'
import type { Logger } from './logger'
import type { MailOutbox } from './outbox'
import { createSmtpServer } from './smtp'

export interface RunningMailStandIn {
  smtpPort: number
  httpPort: number
  /** The outbox API, http://host:port without a trailing slash. */
  url: string
  /** smtp://host:port, what a sender's SMTP_URL is set to. */
  smtpUrl: string
  close: () => Promise<void>
}

/** A host as it goes in a URL: a wildcard address becomes loopback, IPv6 gets brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

function listenSmtp(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, host, () => {
      server.server.off('error', reject)
      resolve((server.server.address() as AddressInfo).port)
    })
  })
}

/** Starts the SMTP server and the outbox API; `close` stops both (open SMTP sessions are cut). */
export async function listen(opts: {
  outbox: MailOutbox
  smtpPort: number
  httpPort: number
  host: string
  testRoutes: boolean
  log: Logger
}): Promise<RunningMailStandIn> {
  const smtp = createSmtpServer(opts.outbox, opts.log)
  // A client dropping mid-session is its business; the server must not die of it.
  smtp.on('error', (err) => opts.log.warn({ err: err.message }, 'smtp error'))
  const smtpPort = await listenSmtp(smtp, opts.smtpPort, opts.host)
  const web = http.createServer(buildOutboxApp(opts.outbox, opts).callback())
  try {
    await new Promise<void>((resolve, reject) => {
      web.once('error', reject)
      web.listen(opts.httpPort, opts.host, () => resolve())
    })
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw err
  }
  const httpPort = (web.address() as AddressInfo).port
  const host = urlHost(opts.host)
  let closing: Promise<void> | null = null
  return {
    smtpPort,
    httpPort,
    url: `http://${host}:${httpPort}`,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    close: () =>
      (closing ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          web.close(() => resolve())
          web.closeAllConnections()
        }),
      ]).then(() => undefined)),
  }
}
