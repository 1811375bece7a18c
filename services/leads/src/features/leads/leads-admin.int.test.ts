import {
  leadStatsSchema,
  type Communication,
  type ErrorBody,
  type Lead,
  type LeadStats,
} from '@seats/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLeads, visitorIp, type LeadsTestEnv, type TestAccount } from '../../testing/leads-harness'

let env: LeadsTestEnv
let admin: TestAccount
let user: TestAccount
beforeAll(async () => {
  env = await startLeads()
  admin = await env.registerAdmin()
  user = await env.registerAccount()
})
afterAll(async () => {
  await env?.close()
})

let seq = 0
async function lead(
  fields: Partial<{ name: string; phone: string; email: string; message: string }> = {},
): Promise<Lead> {
  seq += 1
  const res = await admin.call<Lead>('POST', '/api/leads', {
    name: `פונה ${seq}`,
    phone: `05212300${String(seq).padStart(2, '0')}`,
    email: `lead${seq}@example.com`,
    ...fields,
  })
  expect(res.status).toBe(201)
  return res.body
}
const full = (l: Lead) => ({
  id: l.id,
  name: l.name,
  phone: l.phone,
  email: l.email,
  message: l.message,
  source: l.source,
  status: l.status,
  createdAt: l.createdAt,
})

describe('leads for admins', () => {
  it('lists newest first, filters by status and searches name, phone and email', async () => {
    const a = await lead({ name: 'משה כהן', phone: '03-1234567' })
    const b = await lead({ name: 'אהרן לוי', email: 'aharon@shul.example' })
    const c = await lead({ name: 'יעקב 100%_כהן' })
    const all = (await admin.call<Lead[]>('GET', '/api/leads')).body.map((l) => l.id)
    expect(all.indexOf(c.id)).toBeLessThan(all.indexOf(b.id))
    expect(all.indexOf(b.id)).toBeLessThan(all.indexOf(a.id))

    await admin.call('PUT', `/api/leads/${b.id}`, { ...full(b), status: 'interested' })
    const interested = (await admin.call<Lead[]>('GET', '/api/leads?status=interested')).body
    expect(interested.map((l) => l.id)).toEqual([b.id])

    const ids = async (q: string) =>
      (await admin.call<Lead[]>('GET', `/api/leads?q=${encodeURIComponent(q)}`)).body.map((l) => l.id)
    expect(await ids('כהן')).toEqual([c.id, a.id])
    expect(await ids('031234')).toEqual([a.id])
    expect(await ids('03-123')).toEqual([a.id])
    expect(await ids('AHARON@')).toEqual([b.id])
    // Wildcards are taken literally.
    expect(await ids('%_')).toEqual([c.id])
    expect(await ids('זה לא קיים')).toEqual([])
    expect((await admin.call<ErrorBody>('GET', '/api/leads?status=won')).body).toMatchObject({
      status: 400,
      error: 'validation_failed',
    })
  })

  it('gets one lead with its communications newest first', async () => {
    const l = await lead()
    const made: Communication[] = []
    for (const [type, content] of [
      ['call', 'שיחה ראשונה'],
      ['email', 'נשלח מחירון'],
      ['meeting', 'פגישה בבית הכנסת'],
    ] as const) {
      const res = await admin.call<Communication>('POST', '/api/communication', {
        leadId: l.id,
        type,
        content: ` ${content} `,
      })
      expect(res.status).toBe(201)
      expect(res.body).toEqual({
        id: expect.any(Number),
        leadId: l.id,
        type,
        content,
        createdAt: expect.any(String),
      })
      made.push(res.body)
    }
    const got = await admin.call<Lead>('GET', `/api/leads/${l.id}`)
    expect(got.status).toBe(200)
    expect(got.body).toMatchObject(full(l))
    expect(got.body.communications?.map((c) => c.id)).toEqual(made.map((c) => c.id).reverse())
    // The list and the lead say when the last communication was made.
    expect(got.body.lastCommunicationAt).toBe(made.at(-1)?.createdAt)
    const listed = await admin.call<Lead[]>('GET', '/api/leads')
    expect(listed.body.find((x) => x.id === l.id)?.lastCommunicationAt).toBe(made.at(-1)?.createdAt)

    const edited = await admin.call<Communication>('PUT', `/api/communication/${made[0]?.id}`, {
      ...made[0],
      leadId: 999_999,
      type: 'other',
      content: 'עודכן',
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: made[0]?.id, leadId: l.id, type: 'other', content: 'עודכן' })
  })

  it('updates the full lead with any status and answers it', async () => {
    const l = await lead()
    for (const status of ['user_created', 'new', 'not_interested', 'contacted'] as const) {
      const res = await admin.call<Lead>('PUT', `/api/leads/${l.id}`, {
        ...full(l),
        name: ' שם חדש ',
        email: '',
        status,
      })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ ...full(l), name: 'שם חדש', email: '', status, lastCommunicationAt: null })
    }
    const bad = await admin.call<ErrorBody>('PUT', `/api/leads/${l.id}`, {
      ...full(l),
      status: 'won',
      phone: '',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['phone', 'status'])
    expect(bad.body.message).toContain('סטטוס')
  })

  it('deletes a lead with its communications', async () => {
    const l = await lead()
    await admin.call('POST', '/api/communication', { leadId: l.id, type: 'call', content: 'לא ענה' })
    expect((await admin.call('DELETE', `/api/leads/${l.id}`)).status).toBe(204)
    expect((await admin.call('GET', `/api/leads/${l.id}`)).status).toBe(404)
    expect((await admin.call('DELETE', `/api/leads/${l.id}`)).status).toBe(404)
    expect(await env.deps.db('communications').where({ lead_id: l.id }).count({ n: '*' }).first()).toEqual({
      n: 0,
    })
  })

  it('answers 404 for what does not exist and 400 naming communication fields', async () => {
    expect((await admin.call<ErrorBody>('GET', '/api/leads/999999')).body).toMatchObject({
      status: 404,
      error: 'lead_not_found',
      message: 'הפנייה לא נמצאה',
    })
    expect((await admin.call('GET', '/api/leads/abc')).status).toBe(404)
    expect(
      (
        await admin.call('PUT', '/api/leads/999999', {
          name: 'א',
          phone: '0521234567',
          source: 'x',
          status: 'new',
        })
      ).status,
    ).toBe(404)
    expect(
      (await admin.call('PUT', '/api/communication/999999', { type: 'call', content: 'x' })).status,
    ).toBe(404)
    expect(
      (await admin.call('POST', '/api/communication', { leadId: 999_999, type: 'call', content: 'x' }))
        .status,
    ).toBe(404)
    expect((await admin.call('GET', '/api/nothing-here')).status).toBe(404)
    const bad = await admin.call<ErrorBody>('POST', '/api/communication', {
      leadId: 'x',
      type: 'fax',
      content: '',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['content', 'leadId', 'type'])
    expect(bad.body.message).toContain('תוכן')
    expect((await admin.call('POST', '/api/communication', '{oops')).status).toBe(400)
  })

  it('every admin route refuses a regular user (403) and a caller without a token (401)', async () => {
    const l = await lead()
    const c = (
      await admin.call<Communication>('POST', '/api/communication', {
        leadId: l.id,
        type: 'call',
        content: 'x',
      })
    ).body
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/leads'],
      ['GET', `/api/leads/${l.id}`],
      ['PUT', `/api/leads/${l.id}`, { ...full(l), status: 'contacted' }],
      ['DELETE', `/api/leads/${l.id}`],
      ['POST', '/api/communication', { leadId: l.id, type: 'call', content: 'x' }],
      ['PUT', `/api/communication/${c.id}`, { type: 'call', content: 'y' }],
    ]
    for (const [method, path, body] of routes) {
      const asUser = await user.call<ErrorBody>(method, path, body)
      expect({ method, path, status: asUser.status, error: asUser.body.error }).toEqual({
        method,
        path,
        status: 403,
        error: 'forbidden',
      })
      const asNobody = await env.anonymous<ErrorBody>(method, path, body, { 'x-forwarded-for': visitorIp() })
      expect({ method, path, status: asNobody.status }).toEqual({ method, path, status: 401 })
    }
    // Nothing changed.
    expect((await admin.call<Lead>('GET', `/api/leads/${l.id}`)).body).toMatchObject({
      status: 'new',
      communications: [{ content: 'x' }],
    })
  })
})

describe('GET /api/leads/stats', () => {
  it('counts leads by status and by source per week (admin only)', async () => {
    const before = (await admin.call<LeadStats>('GET', '/api/leads/stats')).body
    const a = await lead()
    await lead()
    await admin.call('PUT', `/api/leads/${a.id}`, { ...full(a), status: 'contacted' })
    await env.deps.db('leads').insert({
      name: 'ישן',
      phone: '0521111111',
      phone_digits: '0521111111',
      email: '',
      message: '',
      source: 'הדגמה',
      status: 'new',
      created_at: new Date(Date.now() - 14 * 86_400_000),
      updated_at: new Date(),
    })
    const res = await admin.call<LeadStats>('GET', '/api/leads/stats')
    expect(res.status).toBe(200)
    const stats = leadStatsSchema.parse(res.body)
    expect(stats.byStatus.contacted).toBe(before.byStatus.contacted + 1)
    expect(stats.byStatus.new).toBe(before.byStatus.new + 2)
    expect(stats.perWeek).toHaveLength(26)
    const thisWeek = stats.perWeek.at(-1)!
    expect(thisWeek.count).toBe(before.perWeek.at(-1)!.count + 2)
    expect(thisWeek.bySource['דף נחיתה']).toBe((before.perWeek.at(-1)!.bySource['דף נחיתה'] ?? 0) + 2)
    expect(stats.perWeek.reduce((n, w) => n + (w.bySource['הדגמה'] ?? 0), 0)).toBeGreaterThanOrEqual(1)
    expect(stats.sources).toEqual(expect.arrayContaining(['דף נחיתה', 'הדגמה']))
    expect((await user.call('GET', '/api/leads/stats')).status).toBe(403)
  })
})
