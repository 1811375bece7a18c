import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailStandIn, type RunningMailStandIn } from './testing'

let mail: RunningMailStandIn
const dir = mkdtempSync(path.join(tmpdir(), 'mail-stand-in-'))

beforeAll(async () => {
  mail = await startMailStandIn()
})
afterAll(async () => {
  await mail.close()
  rmSync(dir, { recursive: true, force: true })
})

const transport = (smtpUrl: string, auth?: { user: string; pass: string }) =>
  nodemailer.createTransport({ url: smtpUrl, ...(auth ? { auth } : {}) } as never)

async function sendOne(smtpUrl: string, to: string, subject = 'שלום'): Promise<void> {
  await transport(smtpUrl).sendMail({
    from: 'מקום פנוי <no-reply@example.com>',
    to,
    subject,
    text: 'גוף ההודעה',
    html: '<div dir="rtl" lang="he">גוף ההודעה</div>',
    messageId: `<m-${to}@seats.test>`,
  })
}

describe('the outbox', () => {
  it('keeps every message received over SMTP, newest first, with its parts', async () => {
    await sendOne(mail.smtpUrl, 'a@example.com', 'ראשון')
    await sendOne(mail.smtpUrl, 'b@example.com', 'שני')
    const list = await mail.messages()
    expect(list.map((m) => m.subject)).toEqual(['שני', 'ראשון'])
    expect(list[0]).toMatchObject({
      to: ['b@example.com'],
      from: expect.stringContaining('no-reply@example.com'),
      messageId: '<m-b@example.com@seats.test>',
      envelope: { from: 'no-reply@example.com', to: ['b@example.com'] },
    })
    expect(list[0]).not.toHaveProperty('html')
    const full = await mail.message(list[1]!.id)
    expect(full).toMatchObject({ subject: 'ראשון', text: 'גוף ההודעה' })
    expect(full.html).toContain('dir="rtl"')
    expect((await mail.messages('A@example.com')).map((m) => m.subject)).toEqual(['ראשון'])
  })

  it('takes AUTH with any credentials over plain SMTP', async () => {
    await transport(mail.smtpUrl, { user: 'u', pass: 'p' }).sendMail({
      from: 'x@example.com',
      to: 'c@example.com',
      subject: 'auth',
      text: 't',
    })
    expect((await mail.messages('c@example.com')).length).toBe(1)
  })

  it('serves the HTML part as a page, 404 JSON for an unknown id, and resets', async () => {
    const [latest] = await mail.messages()
    const page = await fetch(`${mail.url}/messages/${latest!.id}/html`)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect((await fetch(`${mail.url}/messages/999999`)).status).toBe(404)
    expect((await fetch(`${mail.url}/messages/abc`)).status).toBe(404)
    await mail.reset()
    expect(await mail.messages()).toEqual([])
  })

  it('keeps the outbox across a restart with a state file', async () => {
    const stateFile = path.join(dir, 'outbox.json')
    const first = await startMailStandIn({ stateFile })
    await sendOne(first.smtpUrl, 'kept@example.com')
    await first.close()
    const second = await startMailStandIn({ stateFile })
    try {
      const kept = await second.messages()
      expect(kept.map((m) => m.to)).toEqual([['kept@example.com']])
      await sendOne(second.smtpUrl, 'next@example.com')
      expect((await second.messages())[0]!.id).toBe(kept[0]!.id + 1)
    } finally {
      await second.close()
    }
  })
})
