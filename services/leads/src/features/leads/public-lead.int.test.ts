import { LEAD_SOURCE_LANDING, type ErrorBody, type Lead } from '@seats/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLeads, visitorIp, type LeadsTestEnv } from '../../testing/leads-harness'

let env: LeadsTestEnv
beforeAll(async () => {
  env = await startLeads({ leadIpMax: 3 })
})
afterAll(async () => {
  await env?.close()
})

const form = {
  name: '  ישראל ישראלי ',
  phone: ' 052-123 4567 ',
  email: ' Israel@Example.com ',
  message: ' נשמח לשמוע פרטים ',
}
const asVisitor = (ip = visitorIp()) => ({ 'x-forwarded-for': ip })
const count = async () => Number(((await env.deps.db('leads').count({ n: '*' }).first()) as { n: number }).n)

describe('POST /api/leads from the landing page', () => {
  it('needs no token, stores the trimmed lead as new from the landing page and answers only its id', async () => {
    const res = await env.anonymous('POST', '/api/leads', form, asVisitor())
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ok: true, id: expect.any(Number) })
    const row = await env.deps.db('leads').where({ id: res.body.id }).first()
    expect(row).toMatchObject({
      name: 'ישראל ישראלי',
      phone: '052-123 4567',
      phone_digits: '0521234567',
      email: 'israel@example.com',
      message: 'נשמח לשמוע פרטים',
      source: LEAD_SOURCE_LANDING,
      status: 'new',
    })
  })

  it("decides the lead's source itself: a visitor's posted source is not taken (no fake demo leads)", async () => {
    const res = await env.anonymous('POST', '/api/leads', { ...form, source: 'דמו' }, asVisitor())
    expect(res.status).toBe(201)
    expect((await env.deps.db('leads').where({ id: res.body.id }).first()).source).toBe(LEAD_SOURCE_LANDING)
  })

  it('the same form sent again with its key (the first answer lost) is one lead; a new key is a new lead', async () => {
    const before = await count()
    const key = { 'Idempotency-Key': `lead-${Date.now()}-once` }
    const sent = await Promise.all(
      [0, 1, 2].map(() => env.anonymous('POST', '/api/leads', form, { ...asVisitor(), ...key })),
    )
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201])
    expect(new Set(sent.map((r) => r.body.id)).size).toBe(1)
    expect(await count()).toBe(before + 1)
    const other = await env.anonymous('POST', '/api/leads', form, {
      ...asVisitor(),
      'Idempotency-Key': `lead-${Date.now()}-other`,
    })
    expect(other.body.id).not.toBe(sent[0]?.body.id)
    expect(await count()).toBe(before + 2)
  })

  it('a malformed key is refused, naming it, and stores nothing', async () => {
    const before = await count()
    const res = await env.anonymous('POST', '/api/leads', form, { ...asVisitor(), 'Idempotency-Key': 'x y' })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('מפתח ניסיון לא תקין')
    expect(await count()).toBe(before)
  })

  it('a regular user token gets the same receipt, never the lead', async () => {
    const user = await env.registerAccount()
    const res = await user.call('POST', '/api/leads', { ...form, status: 'interested', id: 1 }, asVisitor())
    expect(res.status).toBe(201)
    expect(Object.keys(res.body).sort()).toEqual(['id', 'ok'])
    expect((await env.deps.db('leads').where({ id: res.body.id }).first()).status).toBe('new')
  })

  it('a filled honeypot answers the same way and stores nothing', async () => {
    const before = await count()
    const res = await env.anonymous(
      'POST',
      '/api/leads',
      { ...form, website: 'http://spam.example' },
      asVisitor(),
    )
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ok: true, id: expect.any(Number) })
    expect(await count()).toBe(before)
    // The id looks like the next real one.
    const real = await env.anonymous('POST', '/api/leads', form, asVisitor())
    expect(real.body.id).toBe(res.body.id)
  })

  it('limits one address (the gateway’s X-Forwarded-For hop) to LEAD_IP_MAX submissions, with a Hebrew 429', async () => {
    const ip = visitorIp()
    for (let i = 0; i < 3; i++)
      expect((await env.anonymous('POST', '/api/leads', form, asVisitor(ip))).status).toBe(201)
    const limited = await env.anonymous<ErrorBody>('POST', '/api/leads', form, asVisitor(ip))
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ ok: false, error: 'rate_limited' })
    expect(limited.body.message).toMatch(/[\u0590-\u05FF]/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // A forged entry before the gateway's does not buy a fresh allowance.
    expect(
      (await env.anonymous('POST', '/api/leads', form, { 'x-forwarded-for': `1.2.3.4, ${ip}` })).status,
    ).toBe(429)
    // Bad bodies are counted too, and the honeypot gets no way around it.
    expect((await env.anonymous('POST', '/api/leads', { ...form, website: 'x' }, asVisitor(ip))).status).toBe(
      429,
    )
    // Another visitor is not affected.
    expect((await env.anonymous('POST', '/api/leads', form, asVisitor())).status).toBe(201)
  })

  it('an admin is not limited and gets the full lead back', async () => {
    const admin = await env.registerAdmin()
    const ip = visitorIp()
    let last: Lead | undefined
    for (let i = 0; i < 5; i++) {
      const res = await admin.call<Lead>('POST', '/api/leads', { ...form, source: 'טלפון' }, asVisitor(ip))
      expect(res.status).toBe(201)
      last = res.body
    }
    expect(last).toMatchObject({
      name: 'ישראל ישראלי',
      email: 'israel@example.com',
      source: 'טלפון',
      status: 'new',
      communications: [],
    })
    expect(new Date(last?.createdAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('names the bad fields in Hebrew', async () => {
    const res = await env.anonymous<ErrorBody>(
      'POST',
      '/api/leads',
      { name: ' ', phone: 'abc', email: 'not-mail' },
      asVisitor(),
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('validation_failed')
    expect(res.body.fields?.map((f) => f.field).sort()).toEqual(['email', 'name', 'phone'])
    expect(res.body.message).toContain('שם')
    expect(res.body.message).toContain('טלפון')
    expect(res.body.message).toContain('אימייל')
    const missing = await env.anonymous<ErrorBody>('POST', '/api/leads', {}, asVisitor())
    expect(missing.status).toBe(400)
  })

  it('malformed JSON is 400, a large body 413, a bad token 401 — never 500', async () => {
    expect(
      (await env.anonymous<ErrorBody>('POST', '/api/leads', '{"name":', asVisitor())).body,
    ).toMatchObject({ status: 400, error: 'invalid_json' })
    const big = await env.anonymous<ErrorBody>(
      'POST',
      '/api/leads',
      { ...form, message: 'א'.repeat(20_000) },
      asVisitor(),
    )
    expect(big.status).toBe(413)
    expect(big.body.error).toBe('payload_too_large')
    expect(
      (await env.anonymous('POST', '/api/leads', form, { ...asVisitor(), authorization: 'Bearer nonsense' }))
        .status,
    ).toBe(401)
    expect((await env.anonymous('POST', '/api/leads', ['x'], asVisitor())).status).toBe(400)
    expect(
      (await env.anonymous('POST', '/api/leads', { ...form, name: 5, email: null }, asVisitor())).status,
    ).toBe(400)
  })
})
