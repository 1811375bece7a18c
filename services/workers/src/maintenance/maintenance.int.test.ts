import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { createLogger } from '@seats/kit'
import { startTestServer, type TestAuthServer } from '@seats/auth/testing'
import { workersEnvSchema } from '../env'
import { startMaintenance } from './maintenance.worker'
import { PURGE_REFRESH_TOKENS_JOB } from './maintenance.queue'

const log = createLogger('workers-test', 'silent')
let auth: TestAuthServer

beforeAll(async () => {
  auth = await startTestServer()
})
afterAll(() => auth.close())

async function register(): Promise<string> {
  const res = await fetch(`${auth.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `w${Date.now()}${Math.random().toString(36).slice(2)}@example.com`,
      password: 'long-enough-password',
      contactName: 'משה כהן',
      phone: '0521234567',
    }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { refreshToken: string }).refreshToken
}

describe('maintenance worker', () => {
  it('purges expired refresh tokens in the auth service and keeps one schedule across instances', async () => {
    const live = await register()
    const expired = await register()
    const hash = (t: string) => createHash('sha256').update(t).digest('hex')
    const row = (t: string) =>
      auth
        .db('refresh_tokens')
        .where({ token_hash: hash(t) })
        .first()
    expect(await row(expired)).toBeTruthy()
    await auth
      .db('refresh_tokens')
      .where({ token_hash: hash(expired) })
      .update({ expires_at: new Date(Date.now() - 1000) })

    const env = workersEnvSchema.parse({
      REDIS_PREFIX: auth.env.REDIS_PREFIX,
      AUTH_URL: auth.base,
      INTERNAL_TOKEN: auth.env.INTERNAL_TOKEN,
    })
    const connection = { url: env.REDIS_URL, maxRetriesPerRequest: null }
    const first = await startMaintenance(env, connection, log)
    const second = await startMaintenance(env, connection, log)
    try {
      expect(await first.queue.getJobSchedulersCount()).toBe(3)
      const job = await first.queue.add(PURGE_REFRESH_TOKENS_JOB, {})
      await expect
        .poll(async () => (await first.queue.getJob(job.id!))?.returnvalue, { timeout: 10_000 })
        .toEqual({ deleted: 1 })
      expect(await row(expired)).toBeUndefined()
      expect(await row(live)).toBeTruthy()
    } finally {
      await first.queue.obliterate({ force: true })
      await first.close()
      await second.close()
    }
  })
})
