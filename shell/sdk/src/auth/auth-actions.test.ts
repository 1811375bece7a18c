import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { User } from '@seats/contracts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error'
import { setNavigator } from '../navigation/navigate'
import { session, socket } from '../platform/services'
import { loadCurrentUser, register, startGuestDemo } from './auth-actions'
import { sampleDemoGuest } from '@seats/contracts/testing'

const baseUser: User = sampleDemoGuest({ id: 7 })

interface SeenRequest {
  method: string
  url: string
  authorization: string | undefined
  body: unknown
}

/** A real HTTP server playing the auth service behind the gateway; each test sets how it answers. */
const auth = {
  seen: [] as SeenRequest[],
  demo: { status: 200, body: {} as unknown },
  upgradedUser: { ...baseUser } as User,
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = ''
  for await (const chunk of req) raw += chunk
  auth.seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    body: raw ? JSON.parse(raw) : null,
  })
  if (req.url === '/api/auth/guest-demo') return sendJson(res, auth.demo.status, auth.demo.body)
  if (req.url === '/api/auth/upgrade-guest' || req.url === '/api/auth/register') {
    return sendJson(res, 201, { accessToken: 'registered-token', refreshToken: 'r', user: auth.upgradedUser })
  }
  if (req.url === '/api/auth/logout') return sendJson(res, 200, { ok: true })
  if (req.url === '/api/users/me') return sendJson(res, 200, auth.upgradedUser)
  return sendJson(res, 404, { ok: false, error: 'not_found', status: 404, message: 'לא נמצא' })
}

let server: Server
const navigations: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  // The sdk calls the same-origin '/api'; here that origin is the local server.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init))
  setNavigator((to) => void navigations.push(to))
})
afterAll(() => {
  vi.unstubAllGlobals()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  // The socket is not what these tests are about; it would try to reach a server that is not there.
  vi.spyOn(socket, 'connect').mockImplementation(() => {})
  vi.spyOn(socket, 'disconnect').mockImplementation(() => {})
  auth.seen = []
  auth.demo = {
    status: 200,
    body: { accessToken: 'demo-token', refreshToken: 'demo-refresh', user: baseUser, mapId: 42 },
  }
  auth.upgradedUser = {
    ...baseUser,
    email: 'david@example.com',
    isGuest: false,
    isDemoGuest: false,
    hasCompletedDemo: true,
  }
  navigations.length = 0
})
afterEach(() => {
  vi.restoreAllMocks()
  session.clear()
})

const registration = {
  email: 'david@example.com',
  password: 'long-enough-pw',
  contactName: 'דוד לוי',
  synagogueName: '',
  phone: '0501234567',
}

describe('startGuestDemo', () => {
  it('sends the name and phone without a token, opens the session and the demo map', async () => {
    const response = await startGuestDemo({ name: 'דוד לוי', phone: '0501234567' })
    expect(response.mapId).toBe(42)
    expect(auth.seen).toEqual([
      {
        method: 'POST',
        url: '/api/auth/guest-demo',
        authorization: undefined,
        body: { name: 'דוד לוי', phone: '0501234567' },
      },
    ])
    expect(session.getState()).toMatchObject({
      token: 'demo-token',
      lastMapId: '42',
      user: { contactName: 'דוד לוי', isDemoGuest: true },
    })
    expect(socket.connect).toHaveBeenCalled()
    expect(navigations).toEqual(['/map/42'])
  })

  it('replaces a session already open in the browser, keeping the demo cookie', async () => {
    session.startSession({
      accessToken: 'someone-else',
      user: { ...baseUser, id: 3, isGuest: false, isDemoGuest: false },
    })
    session.setLastMapId(5)
    await startGuestDemo({ name: 'דוד לוי', phone: '0501234567' })
    expect(session.getState()).toMatchObject({ token: 'demo-token', lastMapId: '42', user: { id: 7 } })
    expect(socket.disconnect).toHaveBeenCalled()
    // A logout call would revoke the refresh cookie the demo answer just set.
    expect(auth.seen.map((r) => r.url)).toEqual(['/api/auth/guest-demo'])
  })

  it('on a failure throws the server error and leaves an open session and the page as they were', async () => {
    auth.demo = {
      status: 503,
      body: {
        ok: false,
        error: 'upstream_unavailable',
        status: 503,
        message: 'השירות אינו זמין כרגע. נסו שוב בעוד רגע',
      },
    }
    session.startSession({ accessToken: 'mine', user: { ...baseUser, isGuest: false, isDemoGuest: false } })
    const error = await startGuestDemo({ name: 'דוד לוי', phone: '0501234567' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect(session.getState().token).toBe('mine')
    expect(navigations).toEqual([])
  })

  it('passes the field errors of a refused form on', async () => {
    auth.demo = {
      status: 400,
      body: {
        ok: false,
        error: 'validation_failed',
        status: 400,
        message: 'חלק מהשדות אינם תקינים',
        fields: [{ field: 'phone', message: 'מספר טלפון נייד לא תקין' }],
      },
    }
    const error = (await startGuestDemo({ name: 'דוד', phone: '0612345678' }).catch(
      (e: unknown) => e,
    )) as ApiError
    expect(error.fieldError('phone')).toBe('מספר טלפון נייד לא תקין')
    expect(session.getState().token).toBeNull()
  })

  it('refuses an answer without a map id instead of opening a session', async () => {
    auth.demo = { status: 200, body: { accessToken: 'demo-token', refreshToken: 'r', user: baseUser } }
    await expect(startGuestDemo({ name: 'דוד', phone: '0501234567' })).rejects.toMatchObject({
      code: 'bad_response',
    })
    expect(session.getState().token).toBeNull()
    expect(navigations).toEqual([])
  })
})

describe('register after a demo', () => {
  async function demoGuest() {
    await startGuestDemo({ name: 'דוד לוי', phone: '0501234567' })
    auth.seen = []
  }

  it('upgrades the guest with its own token, keeps its map and raises the tour-end flag', async () => {
    await demoGuest()
    await register(registration)
    expect(auth.seen).toEqual([
      {
        method: 'POST',
        url: '/api/auth/upgrade-guest',
        authorization: 'Bearer demo-token',
        body: { ...registration, isGuest: true, hasCompletedDemo: true },
      },
    ])
    expect(session.getState()).toMatchObject({
      token: 'registered-token',
      lastMapId: '42',
      tourEndAfterRegistration: true,
      user: { isGuest: false },
    })
  })

  it('does not raise the tour-end flag for a user who is still new', async () => {
    await demoGuest()
    auth.upgradedUser = { ...auth.upgradedUser, isNew: true }
    await register(registration)
    expect(session.getState().tourEndAfterRegistration).toBe(false)
  })

  it('a plain registration goes to /auth/register without a token and raises no flag', async () => {
    auth.upgradedUser = { ...auth.upgradedUser, hasCompletedDemo: false }
    await register(registration)
    expect(auth.seen).toEqual([
      { method: 'POST', url: '/api/auth/register', authorization: undefined, body: registration },
    ])
    expect(session.getState()).toMatchObject({
      token: 'registered-token',
      tourEndAfterRegistration: false,
      lastMapId: null,
    })
  })
})

describe('loadCurrentUser', () => {
  it('asks once while a load is under way: the boot and the navigation rules share it', async () => {
    // A token from an earlier visit, its user not loaded yet.
    session.setToken('stored-token')
    const [first, second] = await Promise.all([loadCurrentUser(), loadCurrentUser()])
    expect(first).toEqual(second)
    expect(first?.email).toBe('david@example.com')
    expect(auth.seen.filter((r) => r.url === '/api/users/me')).toHaveLength(1)
    // Once it is over, a later call asks again.
    await loadCurrentUser()
    expect(auth.seen.filter((r) => r.url === '/api/users/me')).toHaveLength(2)
  })
})
