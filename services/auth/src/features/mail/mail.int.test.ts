import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAIL_QUEUE,
  internalMailMessageSchema,
  mailJobId,
  mailMessageDetailSchema,
  outboxPageSchema,
  sendEmailResponseSchema,
  type InternalMailMessage,
  type LoginResponse,
  type MailMessageDetail,
  type OutboxPage,
  type SendEmailResponse,
} from '@seats/contracts'
import { send } from '@seats/kit/testing'
import { httpClient, registerUser, type HttpClient, type RegisteredUser } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

let srv: TestAuthServer
let api: HttpClient
let admin: RegisteredUser
let queue: Queue

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
  const a = await registerUser(api, { contactName: 'המנהל' })
  await srv.db('users').where({ id: a.user.id }).update({ is_admin: true })
  const res = await api.post<LoginResponse>('/api/auth/login', {
    body: { username: a.email, password: a.password },
  })
  admin = { ...a, accessToken: res.body.accessToken }
  queue = new Queue(MAIL_QUEUE, { connection: { url: srv.env.REDIS_URL }, prefix: srv.env.REDIS_PREFIX })
})
afterAll(async () => {
  await queue?.close()
  await srv?.close()
})

const internal = <T>(method: string, path: string, body?: unknown) =>
  send<T>(srv.base, null, method, path, body, { 'x-service-token': srv.env.INTERNAL_TOKEN })

describe('POST /api/users/send-email', () => {
  it('queues one message per recipient under a deterministic job id, with only the message id in the job', async () => {
    const a = await registerUser(api, { contactName: 'אברהם' })
    const b = await registerUser(api, { contactName: 'שרה' })
    const res = await api.post<SendEmailResponse>('/api/users/send-email', {
      token: admin.accessToken,
      body: {
        userIds: [a.user.id, b.user.id, a.user.id, 99999999],
        subject: 'עדכון לגבאים',
        body: 'שלום רב\nתודה',
      },
    })
    expect(res.status).toBe(202)
    const answer = sendEmailResponseSchema.parse(res.body)
    expect(answer).toMatchObject({ message: 'המייל נשלח ל-2 משתמשים', queued: 2, skipped: [99999999] })

    for (const u of [a, b]) {
      const job = await queue.getJob(mailJobId(answer.batchId, u.user.id))
      expect(job?.data).toEqual({ messageId: expect.any(Number) })
      expect(job?.opts).toMatchObject({ attempts: 12, backoff: { type: 'exponential', delay: 30_000 } })
    }
    const page = outboxPageSchema.parse(
      (await api.get<OutboxPage>(`/api/users/outbox?batchId=${answer.batchId}`, { token: admin.accessToken }))
        .body,
    )
    expect(page.messages.map((m) => m.to).sort()).toEqual([a.email, b.email].sort())
    expect(
      page.messages.every((m) => m.status === 'queued' && m.attempts === 0 && m.sentBy === admin.user.id),
    ).toBe(true)
    expect(page.counts.queued).toBeGreaterThanOrEqual(2)
  })

  it('audits the send on each recipient', async () => {
    const a = await registerUser(api)
    const res = await api.post<SendEmailResponse>('/api/users/send-email', {
      token: admin.accessToken,
      body: { userIds: [a.user.id], subject: 'נושא', body: 'גוף' },
    })
    expect(res.body.message).toBe('המייל נשלח למשתמש אחד')
    const audit = await api.get<Array<{ action: string; detail: Record<string, unknown> }>>(
      `/api/users/${a.user.id}/audit`,
      { token: admin.accessToken },
    )
    expect(audit.body[0]).toMatchObject({
      action: 'user.send_email',
      actorId: admin.user.id,
      detail: { subject: 'נושא', batchId: res.body.batchId, messageId: expect.any(Number) },
    })
  })

  it('sends to everyone with an email but guests', async () => {
    const guest = await api.post<LoginResponse>('/api/auth/guest-demo', {
      body: { name: 'אורח', phone: '0521112222' },
    })
    // No seating here: the demo answers 503 and leaves nothing; a guest row is made by hand instead.
    expect(guest.status).toBe(503)
    const [guestId] = await srv.db('users').insert({
      email: 'guest-with-email@example.com',
      contact_name: 'אורח',
      is_guest: true,
      subscription_type: 'ניסיון',
      max_people: 1,
      price: 0,
      created_at: new Date(),
      updated_at: new Date(),
    })
    const res = await api.post<SendEmailResponse>('/api/users/send-email', {
      token: admin.accessToken,
      body: { to: 'all', subject: 'לכולם', body: 'הודעה' },
    })
    expect(res.status).toBe(202)
    const withEmail = await srv
      .db('users')
      .whereNotNull('email')
      .where({ is_guest: false, is_demo_guest: false })
      .count({ n: '*' })
    expect(res.body.queued).toBe(Number(withEmail[0]!.n))
    expect(await queue.getJob(mailJobId(res.body.batchId, Number(guestId)))).toBeUndefined()
  })

  it('refuses a non-admin with 403 (the admin screens are never shown to them) and queues nothing', async () => {
    const plain = await registerUser(api)
    const res = await api.post('/api/users/send-email', {
      token: plain.accessToken,
      body: { userIds: [plain.user.id], subject: 's', body: 'b' },
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ ok: false, error: 'forbidden' })
    expect((await api.get('/api/users/outbox', { token: plain.accessToken })).status).toBe(403)
    expect(await srv.db('mail_messages').where({ user_id: plain.user.id }).first()).toBeUndefined()
  })

  it('answers the one error shape: 400 naming fields, 422 no_recipients with a Hebrew message', async () => {
    const bad = await api.post<{ fields: Array<{ field: string }> }>('/api/users/send-email', {
      token: admin.accessToken,
      body: { subject: '', body: '' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => f.field).sort()).toEqual(['body', 'subject', 'userIds'])
    const none = await api.post('/api/users/send-email', {
      token: admin.accessToken,
      body: { userIds: [99999998], subject: 's', body: 'b' },
    })
    expect(none.status).toBe(422)
    expect(none.body).toMatchObject({
      ok: false,
      error: 'no_recipients',
      message: 'לא נמצאו נמענים עם כתובת אימייל',
    })
  })
})

describe('the outbox and the workers’ internal API', () => {
  it('renders the message RTL Hebrew with a text part, and records attempts until sent (then stays sent)', async () => {
    const a = await registerUser(api, { contactName: 'יצחק' })
    const sent = await api.post<SendEmailResponse>('/api/users/send-email', {
      token: admin.accessToken,
      body: { userIds: [a.user.id], subject: 'בדיקה', body: '<b>מודגש?</b>\nשורה' },
    })
    const job = await queue.getJob(mailJobId(sent.body.batchId, a.user.id))
    const id = (job!.data as { messageId: number }).messageId

    const forWorker = await internal<InternalMailMessage>('GET', `/internal/mail/${id}`)
    expect(forWorker.status).toBe(200)
    expect(internalMailMessageSchema.parse(forWorker.body)).toMatchObject({
      key: mailJobId(sent.body.batchId, a.user.id),
      to: a.email,
      subject: 'בדיקה',
      status: 'queued',
    })
    expect(forWorker.body.html).toContain('dir="rtl" lang="he"')
    expect(forWorker.body.html).toContain('&lt;b&gt;מודגש?&lt;/b&gt;<br>שורה')
    expect(forWorker.body.text).toContain('שלום יצחק,')
    expect((await send(srv.base, null, 'GET', `/internal/mail/${id}`)).status).toBe(403)

    expect(
      (
        await internal('POST', `/internal/mail/${id}/attempts`, {
          status: 'queued',
          attempts: 1,
          error: 'ECONNREFUSED',
        })
      ).status,
    ).toBe(200)
    let detail = (await api.get<MailMessageDetail>(`/api/users/outbox/${id}`, { token: admin.accessToken }))
      .body
    expect(detail).toMatchObject({ status: 'queued', attempts: 1, error: 'ECONNREFUSED', sentAt: null })
    await internal('POST', `/internal/mail/${id}/attempts`, { status: 'sent', attempts: 2, error: null })
    // A late report of an earlier attempt changes nothing.
    await internal('POST', `/internal/mail/${id}/attempts`, { status: 'failed', attempts: 1, error: 'late' })
    detail = mailMessageDetailSchema.parse(
      (await api.get<MailMessageDetail>(`/api/users/outbox/${id}`, { token: admin.accessToken })).body,
    )
    expect(detail).toMatchObject({ status: 'sent', attempts: 2, error: null, body: '<b>מודגש?</b>\nשורה' })
    expect(detail.sentAt).not.toBeNull()
    expect(detail.html).toBe(forWorker.body.html)
    expect(detail.text).toBe(forWorker.body.text)
    expect(
      (
        await internal('POST', '/internal/mail/99999999/attempts', {
          status: 'sent',
          attempts: 1,
          error: null,
        })
      ).status,
    ).toBe(404)
    expect((await api.get('/api/users/outbox/99999999', { token: admin.accessToken })).status).toBe(404)
  })

  it('pages newest first and filters by status', async () => {
    const first = await api.get<OutboxPage>('/api/users/outbox?limit=2', { token: admin.accessToken })
    expect(first.body.messages).toHaveLength(2)
    expect(first.body.nextBefore).toBe(first.body.messages[1]!.id)
    const next = await api.get<OutboxPage>(`/api/users/outbox?limit=2&before=${first.body.nextBefore}`, {
      token: admin.accessToken,
    })
    expect(next.body.messages[0]!.id).toBeLessThan(first.body.messages[1]!.id)
    const sentOnly = await api.get<OutboxPage>('/api/users/outbox?status=sent', { token: admin.accessToken })
    expect(sentOnly.body.messages.every((m) => m.status === 'sent')).toBe(true)
    expect((await api.get('/api/users/outbox?status=lost', { token: admin.accessToken })).status).toBe(400)
  })
})

describe('POST /internal/mail', () => {
  it("sends a service's message to the account's email once per key, and shows it in the outbox", async () => {
    const warden = await registerUser(api, { contactName: 'יעקב' })
    const body = {
      accountId: warden.user.id,
      key: `receipt:${warden.user.id}:1`,
      subject: 'קבלה על תשלום',
      body: 'שלום יעקב,\nהתשלום התקבל.',
    }
    expect((await internal<{ queued: boolean }>('POST', '/internal/mail', body)).body).toEqual({
      queued: true,
    })
    // The same key again (a retried event) sends nothing more.
    expect((await internal<{ queued: boolean }>('POST', '/internal/mail', body)).body).toEqual({
      queued: false,
    })
    const outbox = await api.get<OutboxPage>(`/api/users/outbox?userId=${warden.user.id}`, {
      token: admin.accessToken,
    })
    expect(outbox.body.messages.map((m) => [m.subject, m.to, m.sentBy])).toEqual([
      ['קבלה על תשלום', warden.email, null],
    ])
    const job = await queue.getJob(mailJobId(outbox.body.messages[0]!.batchId, warden.user.id))
    expect(job?.data).toEqual({ messageId: outbox.body.messages[0]!.id })

    // Without the service token: refused.
    expect((await send(srv.base, null, 'POST', '/internal/mail', body)).status).toBe(403)
  })
})
