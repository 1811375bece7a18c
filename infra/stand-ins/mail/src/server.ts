import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeHttp, closeOnce, listenHttp, urlHost } from '@seats/stand-in-shared'
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
  let httpPort: number
  try {
    httpPort = await listenHttp(web, opts.httpPort, opts.host)
  } catch (err) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw err
  }
  const host = urlHost(opts.host)
  return {
    smtpPort,
    httpPort,
    url: `http://${host}:${httpPort}`,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    close: closeOnce(() =>
      Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), closeHttp(web, 0)]).then(
        () => undefined,
      ),
    ),
  }
}
