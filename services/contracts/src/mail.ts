import { z } from 'zod'
import { schemaText } from './schema-texts'

/** The most recipients one send-email call may name; `to: 'all'` reaches every account with an email. */
export const MAX_EMAIL_RECIPIENTS = 500

/**
 * POST /api/users/send-email (admin): the same subject and body to the chosen users (`userIds`) or to every
 * registered account with an email (`to: 'all'`), exactly one of the two. Guests, demo guests and accounts
 * without an email are skipped.
 */
export const sendEmailSchema = z
  .object({
    userIds: z
      .array(z.number().int().positive())
      .min(1, schemaText('recipients_missing'))
      .max(MAX_EMAIL_RECIPIENTS, schemaText('recipients_max', { max: MAX_EMAIL_RECIPIENTS }))
      .optional(),
    to: z.literal('all').optional(),
    subject: z
      .string()
      .trim()
      .min(1, schemaText('required'))
      .max(200, schemaText('too_long', { max: 200 })),
    body: z
      .string()
      .trim()
      .min(1, schemaText('required'))
      .max(20_000, schemaText('too_long', { max: 20_000 })),
  })
  .refine((v) => (v.userIds === undefined) !== (v.to === undefined), {
    message: schemaText('recipients_unchosen'),
    path: ['userIds'],
  })
export type SendEmailInput = z.infer<typeof sendEmailSchema>

/**
 * The answer: `message` is the Hebrew sentence the seed's toast shows under 'המייל נשלח!'. A failure answers
 * the one error shape (`{ ok: false, error: <code>, status, message, fields? }`): the toast shows `message`.
 */
export const sendEmailResponseSchema = z.object({
  message: z.string(),
  batchId: z.string(),
  /** Messages queued, one per recipient. */
  queued: z.number().int().min(0),
  /** Requested ids that get nothing: unknown, guests, or without an email. */
  skipped: z.array(z.number().int()),
})
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>

/** 'המייל נשלח ל-3 משתמשים' (one: 'המייל נשלח למשתמש אחד'). */
export function emailQueuedMessage(count: number): string {
  return count === 1 ? 'המייל נשלח למשתמש אחד' : `המייל נשלח ל-${count} משתמשים`
}

export const mailStatuses = ['queued', 'sent', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]
export const mailStatusLabels: Record<MailStatus, string> = {
  queued: 'בתור',
  sent: 'נשלח',
  failed: 'נכשל',
}

/** One message of the outbox (GET /api/users/outbox): a recipient of one send. */
export const mailMessageSchema = z.object({
  id: z.number().int(),
  batchId: z.string(),
  /** The recipient's account; null once that account was deleted. */
  userId: z.number().int().nullable(),
  to: z.string(),
  toName: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  /** SMTP attempts made so far. */
  attempts: z.number().int().min(0),
  /** The last attempt's failure, for the admin; null after a success. */
  error: z.string().nullable(),
  /** The admin who sent it. */
  sentBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
})
export type MailMessage = z.infer<typeof mailMessageSchema>

/** GET /api/users/outbox/:id: the message with what the recipient got (RTL Hebrew HTML and its text part). */
export const mailMessageDetailSchema = mailMessageSchema.extend({
  /** The admin's text as typed. */
  body: z.string(),
  html: z.string(),
  text: z.string(),
})
export type MailMessageDetail = z.infer<typeof mailMessageDetailSchema>

/** GET /api/users/outbox?status=&batchId=&userId=&before=&limit=: newest first, `before` an id (keyset paging). */
export const outboxQuerySchema = z.object({
  status: z.enum(mailStatuses).optional(),
  batchId: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  userId: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export type OutboxQuery = z.infer<typeof outboxQuerySchema>

export const outboxPageSchema = z.object({
  messages: z.array(mailMessageSchema),
  /** Pass as `before` for the next (older) page; null when this is the last. */
  nextBefore: z.number().int().nullable(),
  /** Counts of the whole outbox by status. */
  counts: z.record(z.enum(mailStatuses), z.number().int()),
})
export type OutboxPage = z.infer<typeof outboxPageSchema>

/** The BullMQ queue auth fills and the workers empty; job data carries the message id only (never a secret). */
export const MAIL_QUEUE = 'mail'
export const MAIL_SEND_JOB = 'send'
export const mailJobSchema = z.object({ messageId: z.number().int().positive() })
export type MailJob = z.infer<typeof mailJobSchema>

/** One job per (send, recipient): adding it twice is a no-op, so a retried send never queues a second copy. */
export const mailJobId = (batchId: string, userId: number): string => `mail-${batchId}-${userId}`

/**
 * The attachments one message may carry, and their decoded size together: a guest map's PDF per hall, under
 * what common mailboxes take (about 20 MB once encoded).
 */
export const MAX_MAIL_ATTACHMENTS = 6
export const MAX_MAIL_ATTACHMENT_BYTES = 15 * 1024 * 1024
export const mailAttachmentContentTypes = ['application/pdf'] as const

/** A file sent with a message: its bytes as base64. */
export const mailAttachmentSchema = z.object({
  filename: z
    .string()
    .trim()
    .min(1)
    .max(150)
    // No path and no control characters (a header line break): a name, as a mailbox shows it.
    .refine((name) => ![...name].some((c) => c === '/' || c === '\\' || c < ' '), 'a file name, not a path'),
  contentType: z.enum(mailAttachmentContentTypes),
  contentBase64: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
})
export type MailAttachment = z.infer<typeof mailAttachmentSchema>

/** Bytes a base64 text decodes to. */
export const base64Bytes = (b64: string): number =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0)

/**
 * GET /internal/mail/:id (auth): what the worker sends, rendered. `key` names the message across retries.
 * `attachments` is [] when there are none, and once the message is settled (sent or failed: the files are gone).
 */
export const internalMailMessageSchema = z.object({
  id: z.number().int(),
  /** The job id (`mail-<batch>-<user>`): the worker's Message-ID header and its sent-once mark. */
  key: z.string(),
  status: z.enum(mailStatuses),
  to: z.string(),
  toName: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(mailAttachmentSchema).default([]),
})
export type InternalMailMessage = z.infer<typeof internalMailMessageSchema>

/** POST /internal/mail/:id/attempts (auth): the worker reports each attempt. */
export const mailAttemptSchema = z.object({
  status: z.enum(mailStatuses),
  attempts: z.number().int().min(1),
  error: z.string().max(1000).nullable(),
})
export type MailAttempt = z.infer<typeof mailAttemptSchema>

/**
 * POST /internal/mail (another service): one message to an account's own email (or `to`), sent once per
 * `key` (a receipt per payment, a notice per event): the same key again sends nothing. Attachments are kept
 * until the message is sent or has failed for good.
 */
export const systemMailSchema = z
  .object({
    accountId: z.number().int().positive(),
    key: z.string().min(1).max(200),
    subject: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(20_000),
    /** Another address than the account's own, on its behalf (one its warden added); still none for a guest. */
    to: z.string().trim().toLowerCase().max(254).email().optional(),
    attachments: z.array(mailAttachmentSchema).max(MAX_MAIL_ATTACHMENTS).default([]),
  })
  .refine(
    (m) => m.attachments.reduce((n, a) => n + base64Bytes(a.contentBase64), 0) <= MAX_MAIL_ATTACHMENT_BYTES,
    {
      message: `attachments over ${MAX_MAIL_ATTACHMENT_BYTES / 1024 / 1024} MB together (decoded)`,
      path: ['attachments'],
    },
  )
export type SystemMailInput = z.input<typeof systemMailSchema>
/** `queued` is false when the key was sent before, or the account has no email (a guest). */
export const systemMailResultSchema = z.object({ queued: z.boolean() })
export type SystemMailResult = z.infer<typeof systemMailResultSchema>
