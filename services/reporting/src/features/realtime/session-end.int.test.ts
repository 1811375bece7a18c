import { joinTestMember, registerTestWarden } from '@seats/auth/testing'
import { send } from '@seats/kit/testing'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReporting, type ReportingTestEnv } from '../../testing/reporting-harness'

let env: ReportingTestEnv
beforeAll(async () => {
  env = await startReporting({ instances: 2 })
})
afterAll(() => env?.close())

const closed = (socket: Socket) => new Promise((resolve) => socket.once('disconnect', resolve))
const settle = () => new Promise((r) => setTimeout(r, 300))

async function wardenWithTwoSessions() {
  const auth = env.seating.auth
  const warden = await registerTestWarden(auth)
  const other = await send<{ accessToken: string }>(auth.base, null, 'POST', '/api/auth/login', {
    username: warden.email,
    password: warden.password,
  })
  expect(other.status).toBe(200)
  return { auth, warden, otherToken: other.body.accessToken }
}

describe('ending sessions closes live connections', () => {
  it("logout closes that session's sockets on every instance, and only those", async () => {
    const { auth, warden, otherToken } = await wardenWithTwoSessions()
    const mine = [await env.connect(warden.token, 0), await env.connect(warden.token, 1)]
    const otherBrowser = await env.connect(otherToken, 1)
    const ended = mine.map(closed)
    expect((await send(auth.base, warden.token, 'POST', '/api/auth/logout')).status).toBe(200)
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect'])
    await settle()
    expect(otherBrowser.connected).toBe(true)
    // The token cannot open a new connection either.
    await expect(env.connect(warden.token, 0)).rejects.toThrow(/^unauthorized$/)
  })

  it("a password change closes every one of the account's sockets", async () => {
    const { auth, warden, otherToken } = await wardenWithTwoSessions()
    const sockets = [await env.connect(warden.token, 0), await env.connect(otherToken, 1)]
    const ended = sockets.map(closed)
    const change = await send(auth.base, otherToken, 'POST', '/api/users/me/password', {
      currentPassword: warden.password,
      newPassword: 'a-brand-new-pass-7',
    })
    expect(change.status).toBe(200)
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect'])
  })

  it("a demotion closes the account's sockets, and they may connect again (the token stays valid)", async () => {
    const auth = env.seating.auth
    const boss = await registerTestWarden(auth)
    const demoted = await registerTestWarden(auth)
    await auth.db('users').whereIn('id', [boss.id, demoted.id]).update({ is_admin: true })
    const login = async (w: { email: string; password: string }) =>
      (
        await send<{ accessToken: string }>(auth.base, null, 'POST', '/api/auth/login', {
          username: w.email,
          password: w.password,
        })
      ).body.accessToken
    const [bossToken, demotedToken] = [await login(boss), await login(demoted)]
    const socket = await env.connect(demotedToken, 1)
    const ended = closed(socket)
    const res = await send(auth.base, bossToken, 'PUT', `/api/users/admin/${demoted.id}`, { isAdmin: false })
    expect(res.status).toBe(200)
    expect(await ended).toBe('io server disconnect')
    expect((await env.connect(demotedToken, 0)).connected).toBe(true)
  })

  it('removing a member closes their sockets to the synagogue at once, and only theirs', async () => {
    const auth = env.seating.auth
    const owner = await registerTestWarden(auth)
    const warden = await joinTestMember(auth, owner, 'warden')
    const ownerSocket = await env.connect(owner.token, 0)
    const wardenSockets = [await env.connect(warden.token, 0), await env.connect(warden.token, 1)]
    const ended = wardenSockets.map(closed)
    expect((await send(auth.base, owner.token, 'DELETE', `/api/members/${warden.id}`)).status).toBe(204)
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect'])
    await settle()
    expect(ownerSocket.connected).toBe(true)
    await expect(env.connect(warden.token, 0)).rejects.toThrow(/^unauthorized$/)
  })
})
