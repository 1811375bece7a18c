import { refreshResponseSchema } from '@seats/contracts'
import { takePrefetched } from '@seats/sdk/core'
import type { ApiError } from './api-error'
import { apiErrorFromResponse, badResponseError, networkError, offlineEditError } from './api-error'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiClientDeps {
  /** '/api' in the page; a test server's address in tests. */
  baseUrl: string
  getToken(): string | null
  setToken(token: string): void
  /** The refresh token was refused, or a retried request was still refused: the session is over. */
  onAuthLost(): void
  /** Any 403 answer ends the session (seed §8), except a refusal by the person's role in the synagogue. */
  onForbidden(): void
  /**
   * A 403 that the person's role in the synagogue explains (role_forbidden, not_a_member): the session is
   * fine, only this action is not theirs. The error is still thrown to the caller.
   */
  onRoleRefused?(error: ApiError): void
  /**
   * A 402 'payment_required' answer (an expired trial or subscription refused a change): the page offers
   * the payment dialog, once for every screen. The error is still thrown to the caller.
   */
  onPaymentRequired?(error: ApiError): void
  /** Every answer that arrived (the connection status reads whether it came from the offline cache). */
  onAnswer?(response: Response): void
  /** The page is showing the last synced data: changes are refused before they are sent. */
  isOffline?(): boolean
  fetch?: typeof fetch
}

export interface RequestOptions {
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  query?: Record<string, string | number | boolean | null | undefined>
  /**
   * false for calls whose 401/403 is an answer, not an expired session (login, register, logout):
   * no refresh, no retry, no logout.
   */
  recoverAuth?: boolean
  /** Send this token instead of the stored one (null: no Authorization header). */
  token?: string | null
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T>(path: string, options?: RequestOptions): Promise<T>
  /**
   * POST /auth/refresh_token with the httpOnly cookie; stores and returns the new access token, or null.
   * Concurrent callers share one request.
   */
  refreshAccessToken(): Promise<string | null>
}

/** 403 codes that refuse one action for the member's role, not the session. */
const ROLE_REFUSALS: ReadonlySet<string> = new Set(['role_forbidden', 'not_a_member'])

type RefreshOutcome =
  { kind: 'refreshed'; token: string } | { kind: 'refused' } | { kind: 'unavailable'; error: ApiError }

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))
  let refreshInFlight: Promise<RefreshOutcome> | null = null

  function urlFor(path: string, query?: RequestOptions['query']): string {
    const base = deps.baseUrl.replace(/\/$/, '')
    let url = `${base}${path.startsWith('/') ? path : `/${path}`}`
    if (query) {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) params.set(key, String(value))
      }
      const qs = params.toString()
      if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`
    }
    return url
  }

  async function send(method: HttpMethod, path: string, options: RequestOptions, token: string | null) {
    const headers = new Headers(options.headers)
    headers.set('Accept', 'application/json')
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body: BodyInit | undefined
    if (options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.body)
    }
    const url = urlFor(path, options.query)
    // The page may have asked already, before any code loaded (the screen's first data).
    if (method === 'GET' && options.body === undefined) {
      const early = await takePrefetched(url, token)
      if (early) return early
    }
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw networkError()
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204 || response.status === 205) return undefined
    const text = await response.text()
    if (!text) return undefined
    const type = response.headers.get('Content-Type') ?? ''
    if (!type.includes('json')) return text
    try {
      return JSON.parse(text)
    } catch {
      throw badResponseError(response.status)
    }
  }

  async function failure(response: Response): Promise<ApiError> {
    let body: unknown
    try {
      body = await readBody(response)
    } catch {
      body = undefined
    }
    return apiErrorFromResponse(response.status, body)
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    let response: Response
    try {
      response = await fetchImpl(urlFor('/auth/refresh_token'), {
        method: 'POST',
        headers: { Accept: 'application/json' },
        credentials: 'include',
      })
    } catch {
      return { kind: 'unavailable', error: networkError() }
    }
    if (!response.ok) {
      const error = await failure(response)
      // A down auth service is not a reason to end the session; a refused cookie is.
      return response.status >= 500 ? { kind: 'unavailable', error } : { kind: 'refused' }
    }
    const parsed = refreshResponseSchema.safeParse(await readBody(response).catch(() => undefined))
    if (!parsed.success) return { kind: 'unavailable', error: badResponseError(response.status) }
    deps.setToken(parsed.data.accessToken)
    return { kind: 'refreshed', token: parsed.data.accessToken }
  }

  function refreshOnce(): Promise<RefreshOutcome> {
    if (!refreshInFlight) {
      refreshInFlight = runRefresh().then((outcome) => {
        if (outcome.kind === 'refused') deps.onAuthLost()
        return outcome
      })
      void refreshInFlight.finally(() => {
        refreshInFlight = null
      })
    }
    return refreshInFlight
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const recoverAuth = options.recoverAuth !== false
    if (method !== 'GET' && recoverAuth && deps.isOffline?.()) throw offlineEditError()
    const sentToken = options.token !== undefined ? options.token : deps.getToken()
    let response = await send(method, path, options, sentToken)
    deps.onAnswer?.(response)

    if (response.status === 401 && recoverAuth) {
      const current = deps.getToken()
      let token: string
      if (current && current !== sentToken) {
        // Another request refreshed while this one was on the way: reuse its token.
        token = current
      } else {
        const outcome = await refreshOnce()
        if (outcome.kind === 'unavailable') throw outcome.error
        if (outcome.kind === 'refused') throw await failure(response)
        token = outcome.token
      }
      response = await send(method, path, options, token)
      if (response.status === 401) {
        deps.onAuthLost()
        throw await failure(response)
      }
    }

    if (response.status === 403 && recoverAuth) {
      const error = await failure(response)
      if (ROLE_REFUSALS.has(error.code)) deps.onRoleRefused?.(error)
      else deps.onForbidden()
      throw error
    }
    if (!response.ok) {
      const error = await failure(response)
      if (response.status === 402) deps.onPaymentRequired?.(error)
      throw error
    }
    return (await readBody(response)) as T
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    async refreshAccessToken() {
      const outcome = await refreshOnce()
      return outcome.kind === 'refreshed' ? outcome.token : null
    },
  }
}
