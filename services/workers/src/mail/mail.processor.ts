import { UnrecoverableError, type Job } from 'bullmq'
import type { Transporter } from 'nodemailer'
import { internalMailMessageSchema, type MailAttempt, type MailJob } from '@seats/contracts'
import type { InternalClient, Logger, Redis } from '@seats/kit'
import { z } from 'zod'

export interface MailProcessorDeps {
  auth: InternalClient
  transport: Transporter
  /** Holds the sent-once marks. */
  redis: Redis
  redisPrefix: string
  from: string
  /** For Message-ID headers (`<mail-<batch>-<user>@domain>`). */
  domain: string
  log: Logger
}

export type MailResult = { sent: true } | { skipped: 'gone' | 'already_sent' }

const okSchema = z.object({ ok: z.literal(true) })

/** A sent mark outlives every retry of the job (its backoff spans about 17 hours). */
const SENT_MARK_SECONDS = 30 * 86_400

/** What the admin reads in the outbox: the SMTP server's words, one line. */
function describe(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string }
  const text = e.response ?? e.message ?? String(err)
  return [e.code, e.responseCode, text].filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, 500)
}

/**
 * Sends one message of the `mail` queue. Never twice: a message auth already has as sent is skipped, and a
 * Redis mark set the moment the SMTP server accepts it makes a retry (say, after auth did not take the report)
 * skip the SMTP part and only report again. A refused recipient (5xx) is final; anything else is retried with
 * the job's exponential backoff, each attempt reported to auth for the outbox screen.
 */
export async function processMailJob(job: Job<MailJob>, deps: MailProcessorDeps): Promise<MailResult> {
  const id = job.data.messageId
  const message = await deps.auth.call('GET', `/internal/mail/${id}`, {
    schema: internalMailMessageSchema,
    notFoundIsNull: true,
  })
  if (!message) return { skipped: 'gone' }
  if (message.status === 'sent') return { skipped: 'already_sent' }
  const attempt = job.attemptsMade + 1
  const report = (body: MailAttempt) =>
    deps.auth.call('POST', `/internal/mail/${id}/attempts`, { body, schema: okSchema })
  const sentMark = `${deps.redisPrefix}:mail:sent:${message.key}`

  if (!(await deps.redis.exists(sentMark))) {
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: { name: message.toName, address: message.to },
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          content: a.contentBase64,
          encoding: 'base64',
          contentType: a.contentType,
        })),
        messageId: `<${message.key}@${deps.domain}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': 'he' },
      })
    } catch (err) {
      const refused = ((err as { responseCode?: number }).responseCode ?? 0) >= 500
      const last = refused || attempt >= (job.opts.attempts ?? 1)
      await report({ status: last ? 'failed' : 'queued', attempts: attempt, error: describe(err) }).catch(
        (reportErr: unknown) => deps.log.warn({ err: reportErr, id }, 'could not report a mail attempt'),
      )
      deps.log.warn({ id, attempt, error: describe(err) }, 'mail not sent')
      throw refused ? new UnrecoverableError(describe(err)) : err
    }
    await deps.redis.set(sentMark, '1', 'EX', SENT_MARK_SECONDS)
  }
  await report({ status: 'sent', attempts: attempt, error: null })
  return { sent: true }
}
