import { LEAD_SOURCE_DEMO, type ErrorBody, type Lead } from '@seats/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLeads, type LeadsTestEnv, type TestAccount } from '../../testing/leads-harness'

let env: LeadsTestEnv
let admin: TestAccount
beforeAll(async () => {
  env = await startLeads()
  admin = await env.registerAdmin()
})
afterAll(async () => {
  await env?.close()
})

const statusOf = async (id: number) => (await admin.call<Lead>('GET', `/api/leads/${id}`)).body.status

describe('internal lead API', () => {
  it('creates a demo lead with the service token only', async () => {
    const body = { name: ' דוד המלך ', phone: '053-1234567' }
    const created = await env.service<{ id: number }>('POST', '/internal/leads', body)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.any(Number) })
    expect((await admin.call<Lead>('GET', `/api/leads/${created.body.id}`)).body).toMatchObject({
      name: 'דוד המלך',
      phone: '053-1234567',
      email: '',
      source: LEAD_SOURCE_DEMO,
      status: 'new',
      communications: [],
    })

    const refusals: Array<Record<string, string>> = [
      {},
      { 'x-service-token': 'wrong-token-wrong-token' },
      { authorization: `Bearer ${admin.token}` },
    ]
    for (const headers of refusals) {
      const refused = await env.anonymous<ErrorBody>('POST', '/internal/leads', body, headers)
      expect(refused.status).toBe(403)
    }
    expect(
      (await env.service<ErrorBody>('POST', '/internal/leads', { name: '', phone: 'x' })).body,
    ).toMatchObject({ status: 400, error: 'validation_failed' })
  })

  it('marks every not-yet-marked lead of a registering email or phone as user_created', async () => {
    const byEmail = (
      await env.service<{ id: number }>('POST', '/internal/leads', {
        name: 'א',
        phone: '0541111111',
        email: 'Gabbai@Shul.example',
      })
    ).body.id
    const byPhone = (
      await env.service<{ id: number }>('POST', '/internal/leads', { name: 'ב', phone: '054-222 2222' })
    ).body.id
    const other = (
      await env.service<{ id: number }>('POST', '/internal/leads', {
        name: 'ג',
        phone: '0543333333',
        email: 'other@shul.example',
      })
    ).body.id

    const mark = await env.service<{ updated: number }>('POST', '/internal/leads/mark-user-created', {
      email: 'gabbai@shul.example',
      phone: '+972 54 222 2222',
    })
    expect(mark.body).toEqual({ updated: 2 })
    expect([await statusOf(byEmail), await statusOf(byPhone), await statusOf(other)]).toEqual([
      'user_created',
      'user_created',
      'new',
    ])
    // Already marked: nothing more to do.
    expect(
      (await env.service('POST', '/internal/leads/mark-user-created', { email: 'gabbai@shul.example' })).body,
    ).toEqual({ updated: 0 })
    expect((await env.service<ErrorBody>('POST', '/internal/leads/mark-user-created', {})).status).toBe(400)
    expect(
      (await env.anonymous('POST', '/internal/leads/mark-user-created', { email: 'other@shul.example' }))
        .status,
    ).toBe(403)
    expect(await statusOf(other)).toBe('new')
  })
})

describe('health', () => {
  it('answers /healthz and /readyz with MySQL and Redis checked', async () => {
    expect((await env.anonymous('GET', '/healthz')).body).toEqual({ ok: true })
    expect((await env.anonymous('GET', '/readyz')).body).toEqual({
      ok: true,
      checks: { mysql: 'ok', redis: 'ok' },
    })
  })
})
