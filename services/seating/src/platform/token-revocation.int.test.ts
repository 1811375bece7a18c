import { send } from '@seats/kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSeating, type SeatingTestEnv } from '../testing/seating-harness'

let env: SeatingTestEnv
beforeAll(async () => {
  env = await startSeating()
})
afterAll(async () => {
  await env?.close()
})

describe('signed-out tokens', () => {
  it('are refused at once, even though seating remembers verified tokens', async () => {
    const account = await env.registerAccount()
    // Twice, so the token sits in the verification cache.
    expect((await account.call('GET', '/api/persons')).status).toBe(200)
    expect((await account.call('GET', '/api/maps')).status).toBe(200)
    expect((await send(env.auth.base, account.token, 'POST', '/api/auth/logout')).status).toBe(200)
    expect((await account.call('GET', '/api/persons')).status).toBe(401)
    expect((await account.call('GET', '/api/maps')).status).toBe(401)
  })

  it("another account's logout changes nothing for this one", async () => {
    const a = await env.registerAccount()
    const b = await env.registerAccount()
    expect((await send(env.auth.base, a.token, 'POST', '/api/auth/logout')).status).toBe(200)
    expect((await b.call('GET', '/api/persons')).status).toBe(200)
  })
})
