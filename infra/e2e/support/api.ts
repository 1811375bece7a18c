import { expect, type APIRequestContext } from '@playwright/test'
import type { Account } from './accounts.js'

/** A worshipper as the API returns one (the fields the tests read). */
export interface Person {
  id: number
  firstName: string
  lastName: string
}

/** A cell of a map document: who sits there. */
export interface MapCell {
  row: number
  col: number
  people: { id: number }[]
}

/** A date the reports are for: a Shabbat (eventId null) or an event. */
export interface DateOption {
  date: string
  eventId: number | null
  name: string
}

/** An access token for the account, as the login call hands it out. */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { username: account.email, password: account.password },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { accessToken: string }).accessToken
}

/** One call of the public API with a token; anything but a success fails the test with the answer's text. */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true)
  return (res.status() === 204 ? undefined : await res.json()) as T
}
