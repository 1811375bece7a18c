import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerTestWarden } from '@seats/auth/testing'
import { reportStatsSchema, type ReportStats } from '@seats/contracts'
import { send, startReporting, type ReportingTestEnv } from '../../testing/reporting-harness'

const DAY = 86_400_000
let env: ReportingTestEnv

beforeAll(async () => {
  env = await startReporting()
})
afterAll(() => env?.close())

/** A registered account made admin in auth's database, signed in again so its token says so. */
async function adminToken(): Promise<{ id: number; token: string }> {
  const warden = await registerTestWarden(env.seating.auth)
  await env.seating.auth.db('users').where({ id: warden.id }).update({ is_admin: true })
  const login = await send<{ accessToken: string }>(env.seating.auth.base, null, 'POST', '/api/auth/login', {
    username: warden.email,
    password: warden.password,
  })
  expect(login.status).toBe(200)
  return { id: warden.id, token: login.body.accessToken }
}

async function addReport(ownerId: number, personId: number, source: string, createdAt: Date): Promise<void> {
  await env.instances[0]!.deps.db('reports').insert({
    owner_id: ownerId,
    person_id: personId,
    report_date: '2026-11-21',
    event_id: null,
    source,
    created_at: createdAt,
  })
}

describe('GET /api/reports/stats', () => {
  it('counts reports per Israel week across every synagogue, by source', async () => {
    const admin = await adminToken()
    const now = Date.now()
    await addReport(1001, 1, 'phone', new Date(now))
    await addReport(1002, 2, 'web', new Date(now))
    await addReport(1003, 3, 'phone', new Date(now - 7 * DAY))
    await addReport(1004, 4, 'warden', new Date(now - 400 * DAY))
    const res = await send<ReportStats>(env.base, admin.token, 'GET', '/api/reports/stats')
    expect(res.status).toBe(200)
    const stats = reportStatsSchema.parse(res.body)
    expect(stats.perWeek).toHaveLength(26)
    expect(stats.total).toBe(3)
    expect(stats.perWeek.at(-1)).toMatchObject({ count: 2, bySource: { phone: 1, web: 1, warden: 0 } })
    expect(stats.perWeek.at(-2)).toMatchObject({ count: 1, bySource: { phone: 1, web: 0, warden: 0 } })
  })

  it('is for admins by the token and by the database now', async () => {
    const plain = await env.registerAccount()
    const res = await send(env.base, plain.token, 'GET', '/api/reports/stats')
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ ok: false, error: 'forbidden' })
    // Demoted after signing in: the token still says admin, the database does not.
    const demoted = await adminToken()
    await env.seating.auth.db('users').where({ id: demoted.id }).update({ is_admin: false })
    expect((await send(env.base, demoted.token, 'GET', '/api/reports/stats')).status).toBe(403)
    expect((await send(env.base, null, 'GET', '/api/reports/stats')).status).toBe(401)
  })
})
