import type { Job } from 'bullmq'
import {
  guestMapDeliverySchema,
  guestMapJobSchema,
  renderTokenSchema,
  systemMailResultSchema,
  type GuestMapOutcome,
} from '@seats/contracts'
import type { InternalClient, Logger } from '@seats/kit'
import { z } from 'zod'
import type { PrintRenderer } from './print-renderer'

export interface GuestMapProcessorDeps {
  reporting: InternalClient
  auth: InternalClient
  renderer: PrintRenderer
  log: Logger
}

export type GuestMapResult =
  { sent: number; pdfs: number; bytes: number } | { skipped: 'already_settled' | 'expired' }

const okSchema = z.object({ ok: z.literal(true) })

/**
 * One mailing: reporting says what to render and to whom; each display's print view becomes a PDF, and auth
 * queues one message per address (its key is the mailing's and the address's, so a retried job queues no
 * second copy). Past candle-lighting nothing is rendered or sent. The last failed attempt is recorded.
 */
export async function processGuestMapJob(job: Job, deps: GuestMapProcessorDeps): Promise<GuestMapResult> {
  const { sendId } = guestMapJobSchema.parse(job.data)
  const settle = (outcome: GuestMapOutcome) =>
    deps.reporting.call('POST', `/internal/guest-map-mails/sends/${sendId}`, {
      body: outcome,
      schema: okSchema,
    })
  const send = await deps.reporting.call('GET', `/internal/guest-map-mails/sends/${sendId}`, {
    schema: guestMapDeliverySchema,
  })
  if (send.status !== 'queued') return { skipped: 'already_settled' }
  if (send.expired) {
    await settle({ status: 'expired', error: null })
    return { skipped: 'expired' }
  }
  try {
    const started = Date.now()
    const { accessToken } = await deps.auth.call(
      'POST',
      `/internal/accounts/${send.accountId}/render-token`,
      {
        body: {},
        schema: renderTokenSchema,
      },
    )
    const attachments = []
    for (const print of send.prints) {
      const pdf = await deps.renderer.render(print.path, accessToken)
      attachments.push({
        filename: print.filename,
        contentType: 'application/pdf' as const,
        contentBase64: pdf.toString('base64'),
      })
    }
    const bytes = attachments.reduce((n, a) => n + Math.floor((a.contentBase64.length * 3) / 4), 0)
    for (const [i, to] of send.recipients.entries()) {
      await deps.auth.call('POST', '/internal/mail', {
        body: {
          accountId: send.accountId,
          key: `guest-map-${sendId}-${i}`,
          subject: send.subject,
          body: send.body,
          ...(to ? { to } : {}),
          attachments,
        },
        schema: systemMailResultSchema,
      })
    }
    await settle({ status: 'sent', error: null })
    deps.log.info(
      { sendId, accountId: send.accountId, pdfs: attachments.length, bytes, ms: Date.now() - started },
      'guest map mailed',
    )
    return { sent: send.recipients.length, pdfs: attachments.length, bytes }
  } catch (err) {
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    if (last)
      await settle({ status: 'failed', error: (err as Error).message.slice(0, 500) }).catch(
        (settleErr: unknown) =>
          deps.log.warn({ err: settleErr, sendId }, 'could not record a failed mailing'),
      )
    throw err
  }
}
