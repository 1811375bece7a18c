import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { waitWords } from '@seats/contracts'

const PER_ACCOUNT_AND_ADDRESS = 8
const SLOW_AFTER = 20
// The production shape (doubling to a cap, a longest wait), shrunk so the file runs in seconds.
const FIRST_DELAY_MS = 50
const MAX_DELAY_MS = 200
const MAX_WAIT_MS = 2_000

let srv: TestAuthServer
let replica: TestAuthServer
let api: HttpClient
let replicaApi: HttpClient
let ipCounter = 0
/** A distinct client address, as the gateway reports it in X-Forwarded-For. */
const fromIp = () => ({ 'x-forwarded-for': `198.19.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` })

const limits = {
  LOGIN_ACCOUNT_IP_MAX_FAILURES: String(PER_ACCOUNT_AND_ADDRESS),
  LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: String(SLOW_AFTER),
  LOGIN_SLOW_FIRST_DELAY_MS: String(FIRST_DELAY_MS),
  LOGIN_SLOW_MAX_DELAY_MS: String(MAX_DELAY_MS),
  LOGIN_SLOW_MAX_WAIT_MS: String(MAX_WAIT_MS),
  LOGIN_IP_MAX_FAILURES: '1000',
}

beforeAll(async () => {
  srv = await startTestServer(limits)
  // A second instance: the turns are the account's in Redis, not one process's.
  replica = await startTestServer(limits, { replicaOf: srv })
  api = httpClient(srv.base)
  replicaApi = httpClient(replica.base)
})
afterAll(async () => {
  await replica?.close()
  await srv?.close()
})

const login = (client: HttpClient, username: string, password: string, headers: Record<string, string>) =>
  client.post('/api/auth/login', { body: { username, password }, headers })

/** Wrong passwords one after another, each from a new address, until the account is past the threshold. */
async function pushPastThreshold(email: string) {
  for (let i = 0; i < SLOW_AFTER; i++)
    expect((await login(api, email, `warm-${i}`, fromIp())).status).toBe(401)
}

describe('an account guessed at from many addresses', () => {
  it('lets the owner in from a new address after 112 wrong passwords from 14 addresses', async () => {
    const u = await registerUser(api, {}, fromIp())
    const guessers = Array.from({ length: 14 }, fromIp)
    const guesses = await Promise.all(
      guessers.flatMap((ip, a) =>
        Array.from({ length: PER_ACCOUNT_AND_ADDRESS }, (_, i) =>
          login(a % 2 ? replicaApi : api, u.email, `guess-${a}-${i}`, ip),
        ),
      ),
    )
    expect(guesses.every((g) => g.status === 401 || g.status === 429)).toBe(true)
    // The queue is at most the longest wait long: the turns beyond it are refused, unchecked.
    const refused = guesses.find((g) => g.status === 429)
    expect(refused?.body).toMatchObject({
      error: 'rate_limited',
      message: `יותר מדי ניסיונות. נסו שוב ${waitWords(Number(refused?.headers.get('retry-after')))}`,
    })
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)

    const started = Date.now()
    const owner = await login(api, u.email, u.password, fromIp())
    expect(owner.status).toBe(200)
    // Slowed by the queue, never locked out (the old lock held for ten minutes); the margin is for a busy machine.
    expect(Date.now() - started).toBeLessThan(MAX_WAIT_MS + MAX_DELAY_MS + 15_000)
  })

  it('spaces parallel guesses out, across instances, so they cannot add up', async () => {
    const u = await registerUser(api, {}, fromIp())
    await pushPastThreshold(u.email)
    const parallel = 8
    const started = Date.now()
    const finished: number[] = []
    const guesses = await Promise.all(
      Array.from({ length: parallel }, async (_, i) => {
        const res = await login(i % 2 ? replicaApi : api, u.email, `parallel-${i}`, fromIp())
        finished.push(Date.now() - started)
        return res
      }),
    )
    // All within the longest wait, so all checked, one turn after another.
    expect(guesses.map((g) => g.status)).toEqual(Array.from({ length: parallel }, () => 401))
    // Each turn starts a doubling spacing after the one before (50, 100, then 200 ms): the last one starts
    // 1150 ms in, far later than eight parallel password checks take unslowed.
    expect(Math.max(...finished)).toBeGreaterThanOrEqual(1_000)
  })

  it('does not slow the owner on an address they signed in from before', async () => {
    const u = await registerUser(api, {}, fromIp())
    const home = fromIp()
    expect((await login(api, u.email, u.password, home)).status).toBe(200)
    await pushPastThreshold(u.email)
    // Guessers fill the queue; the owner at home goes around it.
    const started = Date.now()
    const queue = Promise.all(
      Array.from({ length: 10 }, (_, i) => login(api, u.email, `queued-${i}`, fromIp())),
    ).then(() => Date.now() - started)
    const atHome = await login(api, u.email, u.password, home)
    const homeTook = Date.now() - started
    expect(atHome.status).toBe(200)
    expect(homeTook).toBeLessThan(await queue)
  })

  it('still refuses one address hammering the account past its own limit', async () => {
    const u = await registerUser(api, {}, fromIp())
    const stranger = fromIp()
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await login(api, u.email, `hammer-${i}`, stranger)).status).toBe(401)
    const blocked = await login(replicaApi, u.email, u.password, stranger)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
