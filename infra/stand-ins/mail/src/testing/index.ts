import { createLogger } from '../logger'
import {
  loadOutboxFile,
  MailOutbox,
  saveOutboxFile,
  type AttachmentInfo,
  type MessageDetail,
  type MessageSummary,
} from '../outbox'
import { listen } from '../server'

export type { AttachmentInfo, MessageDetail, MessageSummary }

export interface MailStandInOptions {
  /** Default 0: a free port. Give the port of a stopped stand-in to start it again "at the same address". */
  smtpPort?: number
  httpPort?: number
  /** Load from and write to this snapshot, as STATE_FILE does. */
  stateFile?: string
}

export interface RunningMailStandIn {
  smtpPort: number
  /** smtp://127.0.0.1:<port>: a sender's SMTP_URL. */
  smtpUrl: string
  /** The outbox API, http://127.0.0.1:<port>. */
  url: string
  /** Every message received, newest first (without text and html). */
  messages: (to?: string) => Promise<MessageSummary[]>
  /** One message with its text and HTML parts, and its attachments listed. */
  message: (id: number) => Promise<MessageDetail>
  /** An attachment's bytes. */
  attachment: (id: number, index: number) => Promise<Buffer>
  reset: () => Promise<void>
  close: () => Promise<void>
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T
  if (!res.ok) throw new Error(`mail stand-in answered ${res.status}: ${JSON.stringify(body)}`)
  return body
}

/** The stand-in in this process (SMTP and the outbox API on loopback), with silent logs. */
export async function startMailStandIn(opts: MailStandInOptions = {}): Promise<RunningMailStandIn> {
  const stateFile = opts.stateFile
  const outbox = new MailOutbox({
    max: 10_000,
    state: stateFile ? loadOutboxFile(stateFile) : undefined,
    onChange: stateFile ? (s) => saveOutboxFile(stateFile, s) : undefined,
  })
  const running = await listen({
    outbox,
    smtpPort: opts.smtpPort ?? 0,
    httpPort: opts.httpPort ?? 0,
    host: '127.0.0.1',
    testRoutes: true,
    log: createLogger('silent'),
  })
  const url = running.url
  return {
    smtpPort: running.smtpPort,
    smtpUrl: running.smtpUrl,
    url,
    messages: async (to) =>
      (
        await json<{ messages: MessageSummary[] }>(
          await fetch(`${url}/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`),
        )
      ).messages,
    message: async (id) => json<MessageDetail>(await fetch(`${url}/messages/${id}`)),
    attachment: async (id, index) => {
      const res = await fetch(`${url}/messages/${id}/attachments/${index}`)
      if (!res.ok) throw new Error(`mail stand-in answered ${res.status} for attachment ${index} of ${id}`)
      return Buffer.from(await res.arrayBuffer())
    },
    reset: async () => {
      await json(await fetch(`${url}/__test/reset`, { method: 'POST' }))
    },
    close: running.close,
  }
}
