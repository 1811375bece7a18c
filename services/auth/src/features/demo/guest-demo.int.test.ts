import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAIN_EVENTS_STREAM, waitWords, type ErrorBody } from '@seats/contracts'
import { httpClient, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

// The other services' int tests (workers' demo system test) cover the demo against real seating,
// reporting and leads; here seating is down (nothing listens on port 9), as after a crash.
let srv: TestAuthServer
let api: HttpClient
let ipCounter = 0
const fromIp = () => ({ 'x-forwarded-for': `192.0.2.${++ipCounter}` })

beforeAll(async () => {
  srv = await startTestServer({
    DEMO_IP_MAX: '3',
    SEATING_URL: 'http://127.0.0.1:9',
    INTERNAL_TIMEOUT_MS: '1000',
  })
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const demo = (body: unknown, headers = fromIp()) =>
  api.post<ErrorBody>('/api/auth/guest-demo', { body, headers })
async function deletedEvents(): Promise<number> {
  const entries = (await srv.redis.xrange(
    `${srv.env.REDIS_PREFIX}:${DOMAIN_EVENTS_STREAM}`,
    '-',
    '+',
  )) as Array<[string, string[]]>
  return entries.filter(
    ([, f]) =>
      (JSON.parse(f[f.indexOf('event') + 1] ?? 'null') as { type: string }).type === 'account.deleted',
  ).length
}
const userCount = async () => Number(((await srv.db('users').count({ n: '*' }).first()) as { n: number }).n)

describe('guest demo refusals', () => {
  it('names the bad field in Hebrew: a phone that is not a mobile, an empty name', async () => {
    const badPhone = await demo({ name: 'ישראל', phone: '02-123-4567' })
    expect(badPhone.status).toBe(400)
    expect(badPhone.body.message).toContain('טלפון')
    expect(badPhone.body.fields).toEqual([
      { field: 'phone', code: 'mobile_invalid', message: 'מספר טלפון נייד לא תקין' },
    ])
    const noName = await demo({ name: '   ', phone: '0521234567' })
    expect(noName.status).toBe(400)
    expect(noName.body.message).toContain('שם')
    expect(noName.body.fields?.map((f) => f.field)).toEqual(['name'])
    expect(await userCount()).toBe(0)
  })

  it('limits demos per address, junk included, with the Hebrew message', async () => {
    const ip = fromIp()
    for (let i = 0; i < 3; i++) expect((await demo({ name: '', phone: '' }, ip)).status).toBe(400)
    const limited = await demo({ name: 'ישראל', phone: '0521234567' }, ip)
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({
      error: 'rate_limited',
      message: `יותר מדי ניסיונות. נסו שוב ${waitWords(Number(limited.headers.get('retry-after')))}`,
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected (seating is down, so it gets as far as the 503).
    expect((await demo({ name: 'ישראל', phone: '0521234567' })).status).toBe(503)
  })

  it('answers 503 with the demo-failure message when seating is down, and leaves no account behind', async () => {
    const before = await userCount()
    const deletedBefore = await deletedEvents()
    const res = await demo({ name: 'ישראל ישראלי', phone: '054-765-4321' })
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({
      ok: false,
      error: 'demo_unavailable',
      status: 503,
      message: 'הכניסה להדגמה נכשלה. נסו שוב מאוחר יותר.',
    })
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await userCount()).toBe(before)
    // The other services are told to drop whatever they wrote for it.
    expect(await deletedEvents()).toBe(deletedBefore + 1)
  })
})
