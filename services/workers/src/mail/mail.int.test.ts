import { Queue } from 'bullmq'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  startTestServer,
  registerTestWarden,
  type TestAuthServer,
  type TestWarden,
} from '@seats/auth/testing'
import {
  MAIL_QUEUE,
  MAIL_SEND_JOB,
  MAX_MAIL_ATTACHMENT_BYTES,
  mailJobId,
  type MailMessageDetail,
  type OutboxPage,
  type SendEmailResponse,
} from '@seats/contracts'
import { send, testLogger } from '@seats/kit/testing'
import { startMailStandIn, type RunningMailStandIn } from '@seats/mail-stand-in/testing'
import { workersEnvSchema } from '../env'
import { startMail, type RunningMail } from './mail.worker'

const log = testLogger('workers-mail-test')
let auth: TestAuthServer
let admin: string
let queue: Queue
let running: RunningMail | null = null
let mail: RunningMailStandIn | null = null

beforeAll(async () => {
  // Retries after 0.3 s, 0.6 s, 1.2 s ...: a stopped SMTP server is retried within the test's time.
  auth = await startTestServer({ MAIL_RETRY_DELAY_MS: '300', MAIL_ATTEMPTS: '10' })
  const warden = await registerTestWarden(auth)
  await auth.db('users').where({ id: warden.id }).update({ is_admin: true })
  const login = await send<{ accessToken: string }>(auth.base, null, 'POST', '/api/auth/login', {
    username: warden.email,
    password: warden.password,
  })
  admin = login.body.accessToken
  queue = new Queue(MAIL_QUEUE, { connection: { url: auth.env.REDIS_URL }, prefix: auth.env.REDIS_PREFIX })
})
afterEach(async () => {
  await running?.close()
  await mail?.close()
  running = null
  mail = null
})
afterAll(async () => {
  await queue?.obliterate({ force: true })
  await queue?.close()
  await auth?.close()
})

async function startWorker(smtpUrl: string): Promise<RunningMail> {
  const env = workersEnvSchema.parse({
    REDIS_PREFIX: auth.env.REDIS_PREFIX,
    AUTH_URL: auth.base,
    INTERNAL_TOKEN: auth.env.INTERNAL_TOKEN,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'מקום פנוי <no-reply@seats.test>',
  })
  const started = await startMail(env, { url: env.REDIS_URL, maxRetriesPerRequest: null }, log)
  if (!started) throw new Error('the mail worker did not start')
  return started
}

const sendEmail = (userIds: number[], subject: string, body: string) =>
  send<SendEmailResponse>(auth.base, admin, 'POST', '/api/users/send-email', { userIds, subject, body })

const outbox = async (batchId: string) =>
  (await send<OutboxPage>(auth.base, admin, 'GET', `/api/users/outbox?batchId=${batchId}`)).body.messages

describe('the mail queue', () => {
  it('delivers each recipient one RTL Hebrew message with a text part, and records it as sent', async () => {
    mail = await startMailStandIn()
    running = await startWorker(mail.smtpUrl)
    const wardens: TestWarden[] = [await registerTestWarden(auth), await registerTestWarden(auth)]
    const res = await sendEmail(
      wardens.map((w) => w.id),
      'תזכורת: שבת שלום',
      'שלום לכולם,\nנא לעדכן את רשימת המתפללים.\n\n<i>תודה</i>',
    )
    expect(res.status).toBe(202)

    await expect.poll(async () => (await mail!.messages()).length, { timeout: 10_000 }).toBe(2)
    const received = await mail.messages()
    expect(received.map((m) => m.to[0]).sort()).toEqual(wardens.map((w) => w.email).sort())
    const one = await mail.message(received[0]!.id)
    expect(one).toMatchObject({
      subject: 'תזכורת: שבת שלום',
      from: expect.stringContaining('no-reply@seats.test'),
    })
    expect(one.messageId).toMatch(new RegExp(`^<mail-${res.body.batchId}-\\d+@seats\\.test>$`))
    expect(one.html).toContain('<html dir="rtl" lang="he">')
    expect(one.html).toContain('נא לעדכן את רשימת המתפללים.')
    expect(one.html).toContain('&lt;i&gt;תודה&lt;/i&gt;')
    expect(one.text).toContain('שלום גבאי בדיקה,')
    expect(one.text).toContain('<i>תודה</i>')

    await expect
      .poll(async () => (await outbox(res.body.batchId)).map((m) => m.status), { timeout: 5_000 })
      .toEqual(['sent', 'sent'])
    // The same job id again is a no-op: nothing is sent a second time.
    const again = await queue.add(
      MAIL_SEND_JOB,
      { messageId: (await outbox(res.body.batchId))[0]!.id },
      { jobId: mailJobId(res.body.batchId, wardens[0]!.id) },
    )
    expect(await again.getState()).toBe('completed')
    await new Promise((r) => setTimeout(r, 500))
    expect((await mail.messages()).length).toBe(2)
  })

  it('keeps a message while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const first = await startMailStandIn()
    const smtpPort = first.smtpPort
    await first.close()
    running = await startWorker(`smtp://127.0.0.1:${smtpPort}`)
    const warden = await registerTestWarden(auth)
    const res = await sendEmail([warden.id], 'כשהשרת חוזר', 'ההודעה מחכה בתור')
    expect(res.status).toBe(202)

    // Attempts fail and are recorded for the admin; the message stays queued.
    await expect
      .poll(async () => (await outbox(res.body.batchId))[0], { timeout: 10_000 })
      .toMatchObject({
        status: 'queued',
        attempts: expect.any(Number),
        error: expect.stringContaining('ECONNREFUSED'),
      })
    const job = await queue.getJob(mailJobId(res.body.batchId, warden.id))
    expect(await job?.getState()).toMatch(/delayed|active|waiting/)

    mail = await startMailStandIn({ smtpPort })
    await expect.poll(async () => (await mail!.messages()).length, { timeout: 20_000 }).toBe(1)
    const [record] = await outbox(res.body.batchId)
    await expect
      .poll(async () => (await outbox(res.body.batchId))[0]?.status, { timeout: 5_000 })
      .toBe('sent')
    expect(record!.attempts).toBeGreaterThanOrEqual(1)
    // Nothing more arrives after the retries settle.
    await new Promise((r) => setTimeout(r, 1_500))
    expect((await mail.messages(warden.email)).length).toBe(1)
    const detail = await send<MailMessageDetail>(auth.base, admin, 'GET', `/api/users/outbox/${record!.id}`)
    expect(detail.body).toMatchObject({ status: 'sent', error: null })
    expect(detail.body.sentAt).not.toBeNull()
  })

  it('never sends a message twice, even when the job runs again after the send', async () => {
    mail = await startMailStandIn()
    running = await startWorker(mail.smtpUrl)
    const warden = await registerTestWarden(auth)
    const res = await sendEmail([warden.id], 'פעם אחת', 'בלבד')
    await expect
      .poll(async () => (await outbox(res.body.batchId))[0]?.status, { timeout: 10_000 })
      .toBe('sent')
    const [record] = await outbox(res.body.batchId)
    // A stray copy of the job (another id, same message): auth says sent, so the worker skips it.
    const stray = await queue.add(MAIL_SEND_JOB, { messageId: record!.id }, { jobId: `stray-${record!.id}` })
    await expect
      .poll(async () => (await queue.getJob(stray.id!))?.returnvalue)
      .toEqual({ skipped: 'already_sent' })
    // The sent mark alone also keeps SMTP out of it (auth not told yet, as after a lost report).
    await auth.db('mail_messages').where({ id: record!.id }).update({ status: 'queued' })
    const retry = await queue.add(MAIL_SEND_JOB, { messageId: record!.id }, { jobId: `retry-${record!.id}` })
    await expect.poll(async () => (await queue.getJob(retry.id!))?.returnvalue).toEqual({ sent: true })
    expect((await outbox(res.body.batchId))[0]?.status).toBe('sent')
    expect((await mail.messages(warden.email)).length).toBe(1)
  })

  it("sends a service's message with a PDF to an address the account gave, byte for byte, and then lets the file go", async () => {
    mail = await startMailStandIn()
    running = await startWorker(mail.smtpUrl)
    const warden = await registerTestWarden(auth)
    // A small PDF: what a mailbox receives must be these exact bytes.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n\u00e2\u00e3\u00cf\u00d3',
      'latin1',
    )
    const internal = (body: unknown) =>
      send<{ queued: boolean } & { error?: string }>(auth.base, null, 'POST', '/internal/mail', body, {
        'x-service-token': auth.env.INTERNAL_TOKEN,
      })
    const body = {
      accountId: warden.id,
      key: `guest-map-test-${warden.id}`,
      subject: 'מפת האורחים לשבת פרשת ויצא',
      body: 'מצורפת המפה.',
      to: 'Gabbai.Sheni@Example.com',
      attachments: [
        {
          filename: 'אולם ראשי - 2026-11-28.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    }
    expect((await internal(body)).body).toEqual({ queued: true })
    // The same key again queues nothing.
    expect((await internal(body)).body).toEqual({ queued: false })

    await expect
      .poll(async () => (await mail!.messages('gabbai.sheni@example.com')).length, { timeout: 15_000 })
      .toBe(1)
    const [summary] = await mail.messages('gabbai.sheni@example.com')
    const received = await mail.message(summary!.id)
    expect(received.subject).toBe('מפת האורחים לשבת פרשת ויצא')
    expect(received.attachments).toEqual([
      { index: 0, filename: 'אולם ראשי - 2026-11-28.pdf', contentType: 'application/pdf', size: pdf.length },
    ])
    expect((await mail.attachment(summary!.id, 0)).equals(pdf)).toBe(true)
    // The account's own address got nothing: the message was for the other one.
    expect(await mail.messages(warden.email)).toEqual([])
    // Sent: the file is no longer kept.
    await expect
      .poll(async () => (await auth.db('mail_attachments').count({ n: '*' }).first()) as { n: number })
      .toEqual({ n: 0 })
    expect(await auth.db('mail_attachment_parts').count({ n: '*' }).first()).toEqual({ n: 0 })
  })

  it('refuses an attachment that is not a PDF, a file name that is a path, too many files or too many bytes', async () => {
    const warden = await registerTestWarden(auth)
    const base = { accountId: warden.id, key: `bad-${warden.id}`, subject: 'נושא', body: 'גוף' }
    const internal = (body: object) =>
      send<{ error: string; fields?: Array<{ field: string; message: string }> }>(
        auth.base,
        null,
        'POST',
        '/internal/mail',
        { ...base, ...body },
        { 'x-service-token': auth.env.INTERNAL_TOKEN },
      )
    const pdf = (bytes: number, filename = 'a.pdf') => ({
      filename,
      contentType: 'application/pdf',
      contentBase64: Buffer.alloc(bytes, 0x25).toString('base64'),
    })
    const html = await internal({
      attachments: [{ filename: 'a.html', contentType: 'text/html', contentBase64: 'PGgxPg==' }],
    })
    expect(html.status).toBe(400)
    expect(html.body.error).toBe('validation_failed')
    expect((await internal({ attachments: [pdf(10, '../etc/a.pdf')] })).status).toBe(400)
    expect((await internal({ attachments: Array.from({ length: 7 }, () => pdf(10)) })).status).toBe(400)
    // One byte over the limit of all the files together (decoded), though the body itself fits.
    const over = await internal({
      attachments: [pdf(MAX_MAIL_ATTACHMENT_BYTES - 1000), pdf(1001, 'b.pdf')],
    })
    expect(over.status).toBe(400)
    expect(over.body.fields).toEqual([{ field: 'attachments', message: expect.stringContaining('15 MB') }])
    expect(await auth.db('mail_batches').where({ subject: 'נושא' }).count({ n: '*' }).first()).toEqual({
      n: 0,
    })
  })

  it('takes files up to the limit together and delivers them byte for byte', async () => {
    mail = await startMailStandIn()
    running = await startWorker(mail.smtpUrl)
    const warden = await registerTestWarden(auth)
    // Not one repeated byte: a part written or read out of order would show.
    const big = Buffer.alloc(MAX_MAIL_ATTACHMENT_BYTES - 1000)
    for (let i = 0; i < big.length; i += 4) big.writeUInt32LE((i * 2654435761) >>> 0, i)
    const small = Buffer.from('%PDF-1.4\n'.padEnd(1000, '.'))
    const res = await send<{ queued: boolean }>(
      auth.base,
      null,
      'POST',
      '/internal/mail',
      {
        accountId: warden.id,
        key: `at-limit-${warden.id}`,
        subject: 'קבצים גדולים',
        body: 'מצורפים.',
        attachments: [
          { filename: 'big.pdf', contentType: 'application/pdf', contentBase64: big.toString('base64') },
          { filename: 'small.pdf', contentType: 'application/pdf', contentBase64: small.toString('base64') },
        ],
      },
      { 'x-service-token': auth.env.INTERNAL_TOKEN },
    )
    expect(res.body).toEqual({ queued: true })
    await expect.poll(async () => (await mail!.messages(warden.email)).length, { timeout: 30_000 }).toBe(1)
    const [summary] = await mail.messages(warden.email)
    expect((await mail.message(summary!.id)).attachments.map((a) => [a.filename, a.size])).toEqual([
      ['big.pdf', big.length],
      ['small.pdf', small.length],
    ])
    expect((await mail.attachment(summary!.id, 0)).equals(big)).toBe(true)
    expect((await mail.attachment(summary!.id, 1)).equals(small)).toBe(true)
  }, 60_000)

  it('sends nothing to a given address for an account that does not exist or is a guest', async () => {
    const internal = (accountId: number) =>
      send<{ queued: boolean }>(
        auth.base,
        null,
        'POST',
        '/internal/mail',
        { accountId, key: `nobody-${accountId}`, subject: 'נושא', body: 'גוף', to: 'someone@example.com' },
        { 'x-service-token': auth.env.INTERNAL_TOKEN },
      )
    expect((await internal(987654321)).body).toEqual({ queued: false })
    const guest = await registerTestWarden(auth)
    await auth.db('users').where({ id: guest.id }).update({ is_guest: true })
    expect((await internal(guest.id)).body).toEqual({ queued: false })
  })
})
