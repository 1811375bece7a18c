import type { Knex } from '@seats/kit'
import type { MailAttachment, MailAttempt, MailMessage, MailStatus, OutboxQuery } from '@seats/contracts'

interface MessageRow {
  id: number
  batch_id: string
  user_id: number | null
  to_email: string
  to_name: string
  status: MailStatus
  attempts: number
  error: string | null
  created_at: Date
  updated_at: Date
  sent_at: Date | null
  subject: string
  body: string
  sent_by: number | null
}

export interface MessageRecord extends MailMessage {
  body: string
}

export interface NewMessage {
  userId: number
  to: string
  toName: string
}

const CHUNK = 1000
/**
 * An attachment's bytes are written in parts this large: mysql2 puts a Buffer in the statement as hex (twice
 * the size), and a statement may not pass max_allowed_packet (16 MB by default on MariaDB).
 */
export const ATTACHMENT_PART_BYTES = 1024 * 1024
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

function recordOf(r: MessageRow): MessageRecord {
  return {
    id: Number(r.id),
    batchId: r.batch_id,
    userId: r.user_id === null ? null : Number(r.user_id),
    to: r.to_email,
    toName: r.to_name,
    subject: r.subject,
    status: r.status,
    attempts: Number(r.attempts),
    error: r.error,
    sentBy: r.sent_by === null ? null : Number(r.sent_by),
    createdAt: iso(r.created_at) ?? '',
    updatedAt: iso(r.updated_at) ?? '',
    sentAt: iso(r.sent_at),
    body: r.body,
  }
}

/** Sent mail: one batch per admin send, one message per recipient. */
export function mailRepo(db: Knex | Knex.Transaction) {
  const messages = () =>
    db('mail_messages as m')
      .join('mail_batches as b', 'b.id', 'm.batch_id')
      .select('m.*', 'b.subject', 'b.body', 'b.sent_by')

  return {
    /** The batch and its messages (status queued); answers each recipient's message id. */
    async insertBatch(
      batch: { id: string; subject: string; body: string; sentBy: number | null },
      recipients: NewMessage[],
      now: Date,
    ): Promise<Map<number, number>> {
      await db('mail_batches').insert({
        id: batch.id,
        subject: batch.subject,
        body: batch.body,
        sent_by: batch.sentBy,
        recipients: recipients.length,
        created_at: now,
      })
      const rows = recipients.map((r) => ({
        batch_id: batch.id,
        user_id: r.userId,
        to_email: r.to,
        to_name: r.toName.slice(0, 100),
        status: 'queued',
        attempts: 0,
        created_at: now,
        updated_at: now,
      }))
      for (let i = 0; i < rows.length; i += CHUNK) await db('mail_messages').insert(rows.slice(i, i + CHUNK))
      const ids = (await db('mail_messages').where({ batch_id: batch.id }).select('id', 'user_id')) as Array<{
        id: number
        user_id: number
      }>
      return new Map(ids.map((r) => [Number(r.user_id), Number(r.id)]))
    },

    async find(id: number): Promise<MessageRecord | null> {
      const row = (await messages().where('m.id', id).first()) as MessageRow | undefined
      return row ? recordOf(row) : null
    },

    /** Newest first, `limit` + 1 read to know whether an older page exists. */
    async list(q: OutboxQuery): Promise<{ messages: MailMessage[]; nextBefore: number | null }> {
      const query = messages()
        .orderBy('m.id', 'desc')
        .limit(q.limit + 1)
      if (q.status) query.where('m.status', q.status)
      if (q.batchId) query.where('m.batch_id', q.batchId)
      if (q.userId) query.where('m.user_id', q.userId)
      if (q.before) query.where('m.id', '<', q.before)
      const rows = (await query) as MessageRow[]
      const page = rows.slice(0, q.limit).map((r) => {
        const { body: _body, ...message } = recordOf(r)
        return message
      })
      return { messages: page, nextBefore: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null }
    },

    async countsByStatus(): Promise<Record<MailStatus, number>> {
      const rows = (await db('mail_messages').select('status').count({ n: '*' }).groupBy('status')) as Array<{
        status: MailStatus
        n: number | string
      }>
      const counts: Record<MailStatus, number> = { queued: 0, sent: 0, failed: 0 }
      for (const r of rows) counts[r.status] = Number(r.n)
      return counts
    },

    /**
     * The workers' report of one attempt. A message that was sent stays sent (a late or repeated report
     * changes nothing); attempts only grow.
     */
    async recordAttempt(id: number, attempt: MailAttempt, now: Date): Promise<boolean> {
      const changed = await db('mail_messages')
        .where({ id })
        .whereNot({ status: 'sent' })
        .update({
          status: attempt.status,
          attempts: db.raw('GREATEST(attempts, ?)', [attempt.attempts]),
          error: attempt.status === 'sent' ? null : (attempt.error?.slice(0, 1000) ?? null),
          updated_at: now,
          ...(attempt.status === 'sent' ? { sent_at: now } : {}),
        })
      return changed > 0
    },

    /**
     * Files sent with every message of the batch, in order: a row each, its bytes in parts of
     * ATTACHMENT_PART_BYTES, one statement per part (each far under the server's max_allowed_packet).
     */
    async insertAttachments(batchId: string, attachments: readonly MailAttachment[]): Promise<void> {
      for (const [position, a] of attachments.entries()) {
        const [id] = (await db('mail_attachments').insert({
          batch_id: batchId,
          position,
          filename: a.filename,
          content_type: a.contentType,
        })) as number[]
        const bytes = Buffer.from(a.contentBase64, 'base64')
        for (let seq = 0; seq * ATTACHMENT_PART_BYTES < bytes.length; seq++) {
          const part = bytes.subarray(seq * ATTACHMENT_PART_BYTES, (seq + 1) * ATTACHMENT_PART_BYTES)
          await db('mail_attachment_parts').insert({ attachment_id: id, seq, bytes: part })
        }
      }
    },

    async attachments(batchId: string): Promise<MailAttachment[]> {
      const rows = (await db('mail_attachments')
        .where({ batch_id: batchId })
        .orderBy('position')
        .select('id', 'filename', 'content_type')) as Array<{
        id: number
        filename: string
        content_type: MailAttachment['contentType']
      }>
      if (rows.length === 0) return []
      const parts = (await db('mail_attachment_parts')
        .whereIn(
          'attachment_id',
          rows.map((r) => r.id),
        )
        .orderBy(['attachment_id', 'seq'])
        .select('attachment_id', 'bytes')) as Array<{ attachment_id: number; bytes: Buffer }>
      return rows.map((r) => ({
        filename: r.filename,
        contentType: r.content_type,
        contentBase64: Buffer.concat(
          parts.filter((p) => Number(p.attachment_id) === Number(r.id)).map((p) => p.bytes),
        ).toString('base64'),
      }))
    },

    /** A batch none of whose messages is still queued no longer needs its files: the outbox keeps the text. */
    async dropSettledAttachments(messageId: number): Promise<void> {
      const row = (await db('mail_messages').where({ id: messageId }).first('batch_id')) as
        { batch_id: string } | undefined
      if (!row) return
      const open = await db('mail_messages').where({ batch_id: row.batch_id, status: 'queued' }).first('id')
      if (!open) await db('mail_attachments').where({ batch_id: row.batch_id }).delete()
    },

    /** The queue refused the batch's jobs: none will be sent, so its files are not kept either. */
    async markBatchFailed(batchId: string, error: string, now: Date): Promise<void> {
      await db('mail_messages')
        .where({ batch_id: batchId, status: 'queued' })
        .update({ status: 'failed', error, updated_at: now })
      await db('mail_attachments').where({ batch_id: batchId }).delete()
    },
  }
}
