import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '@seats/kit'
import type { DemoResponse } from '@seats/contracts'
import { workersEnvSchema } from '../env'
import { send, startDemoSystem, type DemoSystem } from '../testing/demo-system'
import { PURGE_DEMO_GUESTS_JOB } from './maintenance.queue'
import { startMaintenance } from './maintenance.worker'

const log = createLogger('workers-test', 'silent')
const DAY = 86_400_000
let sys: DemoSystem

beforeAll(async () => {
  sys = await startDemoSystem()
})
afterAll(() => sys?.close())

async function demoAged(days: number, phone: string, upgrade = false): Promise<DemoResponse> {
  const demo = (await sys.startDemo('אורח בדיקה', phone)).body
  if (upgrade) {
    const up = await send(sys.auth.base, demo.accessToken, 'POST', '/api/auth/upgrade-guest', {
      email: `kept-${phone}@shul.example`,
      password: 'a-long-password',
      contactName: 'גבאי',
      phone,
    })
    expect(up.status).toBe(200)
  }
  await sys.auth
    .db('users')
    .where({ id: demo.user.id })
    .update({ created_at: new Date(Date.now() - days * DAY) })
  return demo
}

/** What each service still holds of an account. */
async function holdings(accountId: number) {
  const count = async (q: PromiseLike<unknown>) => Number(((await q) as { n: number } | undefined)?.n ?? 0)
  const seatingDb = sys.reporting.seating.deps.db
  const reportingDb = sys.reporting.instances[0]!.deps.db
  return {
    user: await count(sys.auth.db('users').where({ id: accountId }).count({ n: '*' }).first()),
    sessions: await count(
      sys.auth.db('refresh_tokens').where({ user_id: accountId }).count({ n: '*' }).first(),
    ),
    maps: await count(seatingDb('maps').where({ owner_id: accountId }).count({ n: '*' }).first()),
    persons: await count(seatingDb('persons').where({ owner_id: accountId }).count({ n: '*' }).first()),
    reports: await count(reportingDb('reports').where({ owner_id: accountId }).count({ n: '*' }).first()),
  }
}

describe('demo clean-up', () => {
  it('removes demo accounts after 14 days with their synagogue and reports; younger and upgraded ones stay', async () => {
    const expired = await demoAged(15, '0501111111')
    const young = await demoAged(13, '0502222222')
    const upgraded = await demoAged(30, '0503333333', true)
    expect(await holdings(expired.user.id)).toEqual({
      user: 1,
      sessions: 1,
      maps: 1,
      persons: 81,
      reports: 5,
    })

    const env = workersEnvSchema.parse({
      REDIS_PREFIX: sys.auth.env.REDIS_PREFIX,
      AUTH_URL: sys.auth.base,
      INTERNAL_TOKEN: sys.auth.env.INTERNAL_TOKEN,
    })
    const maintenance = await startMaintenance(env, { url: env.REDIS_URL, maxRetriesPerRequest: null }, log)
    try {
      const job = await maintenance.queue.add(PURGE_DEMO_GUESTS_JOB, {})
      await expect
        .poll(async () => (await maintenance.queue.getJob(job.id!))?.returnvalue, { timeout: 10_000 })
        .toEqual({ deleted: 1 })
    } finally {
      await maintenance.queue.obliterate({ force: true })
      await maintenance.close()
    }

    // Seating and reporting purge on auth's account.deleted event.
    await expect
      .poll(() => holdings(expired.user.id), { timeout: 10_000 })
      .toEqual({ user: 0, sessions: 0, maps: 0, persons: 0, reports: 0 })
    expect(await holdings(young.user.id)).toMatchObject({ user: 1, maps: 1, persons: 81, reports: 5 })
    expect(await holdings(upgraded.user.id)).toMatchObject({ user: 1, maps: 1, persons: 81, reports: 5 })
    // The expired guest’s token was refused with the account, and its map is gone.
    expect(
      (await send(sys.seatingBase, expired.accessToken, 'GET', `/api/maps/${expired.mapId}`)).status,
    ).toBe(401)
  })
})
