import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

let srv: TestAuthServer
let api: HttpClient
beforeAll(async () => {
  srv = await startTestServer({ LOGIN_IP_MAX_FAILURES: '1000' })
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

describe('sign-ins recorded', () => {
  it('one account signed in from several tabs at once: every sign-in succeeds (none lost to a lock between them)', async () => {
    const u = await registerUser(api)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.post('/api/auth/login', {
          body: { username: u.email, password: u.password },
          headers: { 'x-forwarded-for': `198.18.7.${1 + (i % 3)}` },
        }),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200))
  })
})
