import { randomBytes } from 'node:crypto'
import type { LoginResponse, User } from '@seats/contracts'
import { REFRESH_COOKIE } from '../features/sessions'

export interface CallOptions {
  body?: unknown
  /** Sent as is, for malformed or oversized bodies. */
  rawBody?: string
  token?: string
  /** The refresh token, sent as the browser would send the cookie. */
  refreshCookie?: string
  headers?: Record<string, string>
}

export interface CallResult<T = unknown> {
  status: number
  body: T
  headers: Headers
  /** seats_rt's value when the response set it ('' when it cleared it); undefined when untouched. */
  refreshCookie: string | undefined
  /** The raw Set-Cookie line for seats_rt. */
  refreshCookieHeader: string | undefined
}

/** fetch against the test server, with JSON in and out and the refresh cookie read from Set-Cookie. */
export function httpClient(base: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json'
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    if (opts.refreshCookie !== undefined) headers.cookie = `${REFRESH_COOKIE}=${opts.refreshCookie}`
    const res = await fetch(base + path, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    })
    const text = await res.text()
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`))
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: res.headers,
      refreshCookie: line === undefined ? undefined : line.slice(REFRESH_COOKIE.length + 1).split(';')[0],
      refreshCookieHeader: line,
    }
  }
  return {
    call,
    get: <T = Record<string, unknown>>(path: string, opts?: CallOptions) => call<T>('GET', path, opts),
    post: <T = Record<string, unknown>>(path: string, opts?: CallOptions) => call<T>('POST', path, opts),
    put: <T = Record<string, unknown>>(path: string, opts?: CallOptions) => call<T>('PUT', path, opts),
    patch: <T = Record<string, unknown>>(path: string, opts?: CallOptions) => call<T>('PATCH', path, opts),
    delete: <T = Record<string, unknown>>(path: string, opts?: CallOptions) => call<T>('DELETE', path, opts),
  }
}
export type HttpClient = ReturnType<typeof httpClient>

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(4).toString('hex')}@Example.com`

export interface RegisteredUser {
  user: User
  email: string
  password: string
  accessToken: string
  refreshToken: string
}

/** Registers a fresh account over HTTP; fails the test loudly if registration does not answer 201. */
export async function registerUser(
  api: HttpClient,
  overrides: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<RegisteredUser> {
  const email = uniqueEmail()
  const password = 'correct-horse-9'
  const res = await api.post<LoginResponse>('/api/auth/register', {
    body: {
      email,
      password,
      contactName: 'משה כהן',
      synagogueName: 'אוהל יעקב',
      phone: '050-123-4567',
      ...overrides,
    },
    ...(headers ? { headers } : {}),
  })
  if (res.status !== 201 || !res.refreshCookie)
    throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`)
  return {
    user: res.body.user,
    email: String(overrides.email ?? email).toLowerCase(),
    password: String(overrides.password ?? password),
    accessToken: res.body.accessToken,
    refreshToken: res.refreshCookie,
  }
}
