import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

export const storedMessageSchema = z.object({
  /** The outbox's own id: 1, 2, 3 ... in the order received. */
  id: z.number().int().positive(),
  /** The Message-ID header the sender set ('' when it set none). */
  messageId: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** When the stand-in received it (ISO). */
  date: z.string(),
  text: z.string(),
  html: z.string(),
  /** The SMTP envelope: who the client said it was from and to (may differ from the headers). */
  envelope: z.object({ from: z.string(), to: z.array(z.string()) }),
  /** Files sent with it, their bytes as base64 (older snapshots have none). */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .default([]),
})
export type StoredMessage = z.infer<typeof storedMessageSchema>
export type MessageSummary = Omit<StoredMessage, 'text' | 'html' | 'attachments'>
/** An attachment as GET /messages/:id lists it; its bytes are at /messages/:id/attachments/:index. */
export interface AttachmentInfo {
  index: number
  filename: string
  contentType: string
  size: number
}
/** A message as GET /messages/:id answers it. */
export type MessageDetail = Omit<StoredMessage, 'attachments'> & { attachments: AttachmentInfo[] }

export function messageDetail({ attachments, ...message }: StoredMessage): MessageDetail {
  return {
    ...message,
    attachments: attachments.map((a, index) => ({
      index,
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.from(a.contentBase64, 'base64').length,
    })),
  }
}

const snapshotSchema = z.object({
  nextId: z.number().int().positive(),
  messages: z.array(storedMessageSchema),
})
type Snapshot = z.infer<typeof snapshotSchema>

/** Every message received, oldest first in memory, capped at `max`; `onChange` gets the snapshot after each change. */
export class MailOutbox {
  private messages: StoredMessage[]
  private nextId: number

  constructor(
    private readonly opts: { max: number; state?: Snapshot | undefined; onChange?: (s: Snapshot) => void },
  ) {
    this.messages = opts.state?.messages ?? []
    this.nextId = opts.state?.nextId ?? 1
  }

  add(message: Omit<StoredMessage, 'id'>): StoredMessage {
    const stored = { ...message, id: this.nextId++ }
    this.messages.push(stored)
    if (this.messages.length > this.opts.max) this.messages.splice(0, this.messages.length - this.opts.max)
    this.changed()
    return stored
  }

  /** Newest first; `to` keeps the messages addressed to that address (case-insensitive). */
  list(filter: { to?: string | undefined } = {}): MessageSummary[] {
    const to = filter.to?.toLowerCase()
    return this.messages
      .filter((m) => !to || m.to.some((a) => a.toLowerCase() === to))
      .reverse()
      .map(({ text: _text, html: _html, attachments: _attachments, ...summary }) => summary)
  }

  get(id: number): StoredMessage | undefined {
    return this.messages.find((m) => m.id === id)
  }

  reset(): void {
    this.messages = []
    this.nextId = 1
    this.changed()
  }

  private changed(): void {
    this.opts.onChange?.({ nextId: this.nextId, messages: this.messages })
  }
}

/** The snapshot in `file`, or undefined when there is none yet; a file that is not a snapshot stops the boot. */
export function loadOutboxFile(file: string): Snapshot | undefined {
  if (!existsSync(file)) return undefined
  const parsed = snapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`STATE_FILE ${file} is not a mail stand-in snapshot`)
  return parsed.data
}

/** Written beside the file and renamed over it, so a reader never sees half a file. */
export function saveOutboxFile(file: string, snapshot: Snapshot): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(snapshot))
  renameSync(temporary, file)
}
