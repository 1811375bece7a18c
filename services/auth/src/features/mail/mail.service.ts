import { createHash, randomBytes } from 'node:crypto'
import { AppError, isDuplicateKey, type Knex, type Logger } from '@seats/kit'
import {
  emailQueuedMessage,
  errorMessages,
  mailJobId,
  type InternalMailMessage,
  type MailAttempt,
  type MailMessageDetail,
  type OutboxPage,
  type OutboxQuery,
  type SendEmailInput,
  type SendEmailResponse,
  type SystemMailInput,
  type SystemMailResult,
} from '@seats/contracts'
import { auditRepo } from '../audit'
import { mailRepo, type MessageRecord } from './mail.repo'
import type { MailQueue } from './mail-queue'
import { renderMail } from './mail-template'

/** What the outbox shows for messages that never reached the queue (Redis was away). */

interface Recipient {
  id: number
  email: string
  contact_name: string
}

/**
 * Email from an admin to users. Each recipient gets a message row (queued) and an audit entry in one
 * transaction, then one BullMQ job each (id `mail-<batch>-<user>`); the workers send over SMTP and report
 * every attempt back through the internal API. Rendering happens here, on demand, from the stored text.
 */
export function createMailService(deps: { db: Knex; queue: MailQueue; log: Logger }) {
  const render = (m: MessageRecord) => renderMail({ subject: m.subject, body: m.body, toName: m.toName })

  /** The accounts with an email among `userIds` (null: every one); guests never get mail. */
  async function recipientsOf(
    userIds: readonly number[] | null,
  ): Promise<{ found: Recipient[]; skipped: number[] }> {
    const q = deps
      .db('users')
      .whereNotNull('email')
      .where({ is_guest: false, is_demo_guest: false })
      .orderBy('id')
      .select('id', 'email', 'contact_name')
    const ids = userIds ? [...new Set(userIds)] : null
    if (ids) q.whereIn('id', ids)
    const found = ((await q) as Recipient[]).map((r) => ({ ...r, id: Number(r.id) }))
    const have = new Set(found.map((r) => r.id))
    return { found, skipped: ids ? ids.filter((id) => !have.has(id)) : [] }
  }

  /** Queues one job per message; a queue that is away fails the batch (the outbox shows why). */
  async function enqueueBatch(batchId: string, messageIds: Map<number, number>): Promise<void> {
    try {
      await deps.queue.enqueue(
        [...messageIds].map(([userId, messageId]) => ({
          jobId: mailJobId(batchId, userId),
          data: { messageId },
        })),
      )
    } catch (err) {
      deps.log.error({ err, batchId }, 'could not queue mail')
      await mailRepo(deps.db).markBatchFailed(batchId, errorMessages.mail_queue_unavailable, new Date())
      throw new AppError('mail_queue_unavailable')
    }
  }

  /**
   * One message on an account's behalf to an address (an invitation to someone not yet signed up), once per
   * key: the batch id is the key's hash, so the same key again finds its batch and sends nothing.
   */
  async function sendTo(
    input: SystemMailInput & { to: string; toName: string },
    now = new Date(),
  ): Promise<SystemMailResult> {
    const batchId = createHash('sha256').update(input.key).digest('hex').slice(0, 16)
    let messageIds: Map<number, number>
    try {
      messageIds = await deps.db.transaction(async (trx) => {
        const ids = await mailRepo(trx).insertBatch(
          { id: batchId, subject: input.subject, body: input.body, sentBy: null },
          [{ userId: input.accountId, to: input.to, toName: input.toName }],
          now,
        )
        await mailRepo(trx).insertAttachments(batchId, input.attachments ?? [])
        return ids
      })
    } catch (err) {
      if (isDuplicateKey(err)) return { queued: false }
      throw err
    }
    await enqueueBatch(batchId, messageIds)
    deps.log.info({ batchId, accountId: input.accountId }, 'system mail queued')
    return { queued: true }
  }

  return {
    /**
     * A service's message to one account (a receipt, a billing notice, the guest map with its PDFs), to its
     * email or to an address it gave, once per key: the batch id is the key's hash, so the same key again
     * finds its batch and sends nothing. Shown in the admin's outbox.
     */
    async sendSystem(input: SystemMailInput, now = new Date()): Promise<SystemMailResult> {
      const [recipient] = (await recipientsOf([input.accountId])).found
      if (!recipient) return { queued: false }
      // An address the warden added is greeted plainly: its owner is not the account's contact.
      return input.to
        ? sendTo({ ...input, to: input.to, toName: '' }, now)
        : sendTo({ ...input, to: recipient.email, toName: recipient.contact_name }, now)
    },

    sendTo,

    async send(adminId: number, input: SendEmailInput, now = new Date()): Promise<SendEmailResponse> {
      const { found, skipped } = await recipientsOf(input.userIds ?? null)
      if (found.length === 0) throw new AppError('no_recipients')
      const batchId = randomBytes(8).toString('hex')
      const messageIds = await deps.db.transaction(async (trx) => {
        const ids = await mailRepo(trx).insertBatch(
          { id: batchId, subject: input.subject, body: input.body, sentBy: adminId },
          found.map((r) => ({ userId: r.id, to: r.email, toName: r.contact_name })),
          now,
        )
        await auditRepo(trx).record(
          found.map((r) => ({
            action: 'user.send_email' as const,
            actorId: adminId,
            targetUserId: r.id,
            changes: [],
            detail: { subject: input.subject, batchId, messageId: ids.get(r.id) ?? null },
          })),
          now,
        )
        return ids
      })
      await enqueueBatch(batchId, messageIds)
      deps.log.info({ batchId, by: adminId, recipients: found.length }, 'mail queued')
      return { message: emailQueuedMessage(found.length), batchId, queued: found.length, skipped }
    },

    async outbox(query: OutboxQuery): Promise<OutboxPage> {
      const repo = mailRepo(deps.db)
      const [page, counts] = await Promise.all([repo.list(query), repo.countsByStatus()])
      return { ...page, counts }
    },

    async message(id: number): Promise<MailMessageDetail> {
      const m = await mailRepo(deps.db).find(id)
      if (!m) throw new AppError('mail_not_found')
      const { html, text } = render(m)
      return { ...m, html, text }
    },

    /** For the worker: what to send, rendered. */
    async forDelivery(id: number): Promise<InternalMailMessage> {
      const m = await mailRepo(deps.db).find(id)
      if (!m) throw new AppError('mail_not_found')
      const { subject, html, text } = render(m)
      const attachments = m.status === 'queued' ? await mailRepo(deps.db).attachments(m.batchId) : []
      return {
        id: m.id,
        key: m.userId === null ? `mail-${m.batchId}-m${m.id}` : mailJobId(m.batchId, m.userId),
        status: m.status,
        to: m.to,
        toName: m.toName,
        subject,
        html,
        text,
        attachments,
      }
    },

    async recordAttempt(id: number, attempt: MailAttempt): Promise<void> {
      if (!(await mailRepo(deps.db).recordAttempt(id, attempt, new Date()))) {
        if (!(await mailRepo(deps.db).find(id))) throw new AppError('mail_not_found')
      }
      if (attempt.status !== 'queued') await mailRepo(deps.db).dropSettledAttachments(id)
    },
  }
}
export type MailService = ReturnType<typeof createMailService>
