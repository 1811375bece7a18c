import nodemailer, { type Transporter } from 'nodemailer'
import type { WorkersEnv } from '../env'

type SmtpSettings = Pick<
  WorkersEnv,
  'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_SECURE' | 'MAIL_CONCURRENCY'
>

/** Whether an SMTP server is configured at all. */
export const smtpConfigured = (env: SmtpSettings): boolean => Boolean(env.SMTP_URL ?? env.SMTP_HOST)

/**
 * A pooled nodemailer transport over SMTP, from SMTP_URL or the SMTP_* parts. Short timeouts: a server that is
 * down fails the attempt quickly and the queue retries later. The credentials live here only, never in a job.
 */
export function createSmtpTransport(env: SmtpSettings): Transporter {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
  const pool = { pool: true, maxConnections: env.MAIL_CONCURRENCY }
  if (env.SMTP_URL) return nodemailer.createTransport({ url: env.SMTP_URL, ...timeouts, ...pool } as never)
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
    ...timeouts,
    ...pool,
  })
}

/** The domain of MAIL_FROM's address, for Message-ID headers. */
export function fromDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}
