import { describe, expect, it } from 'vitest'
import { workersEnvSchema } from '../env'
import { fromDomain, smtpConfigured } from './smtp-transport'

const base = { AUTH_URL: 'http://127.0.0.1:4101', INTERNAL_TOKEN: 'x'.repeat(16) }

describe('mail settings', () => {
  it('has local defaults and needs an SMTP server to send', () => {
    const env = workersEnvSchema.parse(base)
    expect(env).toMatchObject({
      SMTP_PORT: 587,
      SMTP_SECURE: false,
      MAIL_FROM: 'מקום פנוי <no-reply@localhost>',
      MAIL_CONCURRENCY: 4,
      MAIL_RATE_PER_SECOND: 10,
    })
    expect(smtpConfigured(env)).toBe(false)
    expect(smtpConfigured(workersEnvSchema.parse({ ...base, SMTP_URL: 'smtp://127.0.0.1:4191' }))).toBe(true)
    expect(
      smtpConfigured(workersEnvSchema.parse({ ...base, SMTP_HOST: 'smtp.example.com', SMTP_URL: '' })),
    ).toBe(true)
  })

  it('refuses an SMTP_URL that is not a URL', () => {
    expect(workersEnvSchema.safeParse({ ...base, SMTP_URL: 'not a url' }).success).toBe(false)
  })

  it("takes the Message-ID domain from MAIL_FROM's address", () => {
    expect(fromDomain('מקום פנוי <no-reply@makom.example>')).toBe('makom.example')
    expect(fromDomain('no-reply@x.test')).toBe('x.test')
    expect(fromDomain('nobody')).toBe('localhost')
  })
})
