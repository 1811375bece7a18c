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

  it('lists attachments and answers their bytes with their type, 404 JSON for one it does not have', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1')
    await transport(mail.smtpUrl).sendMail({
      from: 'no-reply@example.com',
      to: 'files@example.com',
      subject: 'מפה',
      text: 'מצורף',
      attachments: [{ filename: 'מפת אורחים.pdf', content: pdf, contentType: 'application/pdf' }],
    })
    const [summary] = await mail.messages('files@example.com')
    expect(summary).not.toHaveProperty('attachments')
    const full = await mail.message(summary!.id)
    expect(full.attachments).toEqual([
      { index: 0, filename: 'מפת אורחים.pdf', contentType: 'application/pdf', size: pdf.length },
    ])
    const raw = await fetch(`${mail.url}/messages/${summary!.id}/attachments/0`)
    expect(raw.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await raw.arrayBuffer()).equals(pdf)).toBe(true)
    for (const index of ['1', 'x', '-0']) {
      const missing = await fetch(`${mail.url}/messages/${summary!.id}/attachments/${index}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: 'not_found' })
    }
    // A message without attachments lists none.
    await sendOne(mail.smtpUrl, 'plain@example.com')
    const [plain] = await mail.messages('plain@example.com')
    expect((await mail.message(plain!.id)).attachments).toEqual([])
  })

  it('keeps the outbox across a restart with a state file', async () => {
    const stateFile = path.join(dir, 'outbox.json')
    const first = await startMailStandIn({ stateFile })
    await transport(first.smtpUrl).sendMail({
      from: 'no-reply@example.com',
      to: 'kept@example.com',
      subject: 'נשמר',
      text: 'מצורף',
      attachments: [
        { filename: 'a.pdf', content: Buffer.from('%PDF-1.4 kept\n'), contentType: 'application/pdf' },
      ],
    })
    await first.close()
    const second = await startMailStandIn({ stateFile })
    try {
      const kept = await second.messages()
      expect(kept.map((m) => m.to)).toEqual([['kept@example.com']])
      // An attachment's bytes are in the snapshot too (as base64).
      expect(await second.attachment(kept[0]!.id, 0)).toEqual(Buffer.from('%PDF-1.4 kept\n'))
      await sendOne(second.smtpUrl, 'next@example.com')
      expect((await second.messages())[0]!.id).toBe(kept[0]!.id + 1)
    } finally {
      await second.close()
    }
  })
})
