import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Logger } from './logger'
import type { MailOutbox } from './outbox'

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? '').filter(Boolean),
  )

/**
 * An SMTP server that accepts every message (with or without AUTH, any credentials) and files it in the
 * outbox. Plain text only: STARTTLS is not offered, so a client never tries a certificate we do not have.
 */
export function createSmtpServer(outbox: MailOutbox, log: Logger): SMTPServer {
  return new SMTPServer({
    name: 'mail-stand-in',
    banner: 'mail stand-in (dev and tests only)',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // What common mailboxes take (about 25 MB encoded): the product's 15 MB of attachments fit.
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' })
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address)
          const stored = outbox.add({
            messageId: parsed.messageId ?? '',
            from: parsed.from?.text ?? envelopeFrom,
            to: addresses(parsed.to).length ? addresses(parsed.to) : envelopeTo,
            subject: parsed.subject ?? '',
            date: new Date().toISOString(),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            envelope: { from: envelopeFrom, to: envelopeTo },
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              contentBase64: a.content.toString('base64'),
            })),
          })
          log.info({ id: stored.id, to: stored.envelope.to.length }, 'message received')
          callback()
        })
        .catch((err: unknown) => {
          log.error({ err }, 'could not parse a message')
          callback(err instanceof Error ? err : new Error(String(err)))
        })
    },
  })
}
