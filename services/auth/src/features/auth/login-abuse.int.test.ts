import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { up as canonicaliseEmails } from '../../../migrations/20261124190000_canonical_emails'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

const PER_ACCOUNT_AND_ADDRESS = 8
const PER_ACCOUNT = 20

let srv: TestAuthServer
let api: HttpClient
let ipCounter = 0
/** A distinct client address, as the gateway reports it in X-Forwarded-For. */
const fromIp = () => ({ 'x-forwarded-for': `198.18.0.${++ipCounter}` })

beforeAll(async () => {
  srv = await startTestServer({
    LOGIN_ACCOUNT_IP_MAX_FAILURES: String(PER_ACCOUNT_AND_ADDRESS),
    LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: String(PER_ACCOUNT),
    LOGIN_IP_MAX_FAILURES: '1000',
  })
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const login = (username: string, password: string, headers: Record<string, string>) =>
  api.post('/api/auth/login', { body: { username, password }, headers })

/** An address whose local part has an accent, so the database's accent-blind match is exercised. */
async function accentedAccount() {
  const local = `rene-${ipCounter}-${Date.now().toString(36)}`
  return registerUser(api, { email: `${local}@example.com` }, fromIp())
}

describe('per-account limit, whatever the spelling', () => {
  it('checks at most the limit of 40 parallel wrong passwords typed in different spellings', async () => {
    const u = await accentedAccount()
    const [local, domain] = u.email.split('@') as [string, string]
    const spellings = [
      u.email,
      u.email.toUpperCase(),
      `  ${u.email}  `,
      `${local.replace('rene', 'René')}@${domain.toUpperCase()}`,
      `${local.replace('rene', 'rene\u0301')}@${domain}`,
      `${local.replace('rene', 'RÉNE')}@${domain}`,
    ]
    const ip = fromIp()
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(spellings[i % spellings.length]!, `wrong-${i}`, ip)),
    )
    const checked = answers.filter((a) => a.status === 401).length
    const refused = answers.filter((a) => a.status === 429).length
    expect(checked + refused).toBe(40)
    expect(checked).toBeLessThanOrEqual(PER_ACCOUNT_AND_ADDRESS)
    // The right password from that address waits too: the limit is the account's, not the spelling's.
    expect((await login(u.email.toUpperCase(), u.password, ip)).status).toBe(429)
  })

  it('stores one canonical spelling and signs in with any other', async () => {
    const typed = `Rene-${Date.now().toString(36)}@Example.COM`
    const u = await registerUser(api, { email: `  ${typed}  ` }, fromIp())
    const canonical = typed.toLowerCase()
    expect(u.user.email).toBe(canonical)
    const row = (await srv.db('users').where({ id: u.user.id }).first('email')) as { email: string }
    expect(row.email).toBe(canonical)
    // Accented, composed or decomposed, upper case: the same account.
    for (const spelling of [typed.replace('Rene', 'RENÉ'), typed.replace('Rene', 'rene\u0301')])
      expect((await login(spelling, u.password, fromIp())).status, spelling).toBe(200)
  })

  it('the migration rewrites stored spellings to the canonical one', async () => {
    const u = await registerUser(api, {}, fromIp())
    const odd = ` ${u.email.toUpperCase().replace('@', 'E\u0301@')}`
    await srv.db('users').where({ id: u.user.id }).update({ email: odd })
    await canonicaliseEmails(srv.db)
    const row = (await srv.db('users').where({ id: u.user.id }).first('email')) as { email: string }
    expect(row.email).toBe(odd.trim().toLowerCase().normalize('NFC'))
  })
})

describe('a stranger cannot lock the owner out', () => {
  it("limits the stranger's address, while the owner signs in from another", async () => {
    const u = await registerUser(api, {}, fromIp())
    const stranger = fromIp()
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await login(u.email, `guess-${i}`, stranger)).status).toBe(401)
    const blocked = await login(u.email, `guess-more`, stranger)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // Even the right password is refused from the guessing address, so it learns nothing there.
    expect((await login(u.email, u.password, stranger)).status).toBe(429)
    expect((await login(u.email, u.password, fromIp())).status).toBe(200)
  })
})

describe('one address past its limit', () => {
  it('does not use up the account’s allowance across addresses', async () => {
    const u = await registerUser(api, {}, fromIp())
    const stranger = fromIp()
    for (let i = 0; i < PER_ACCOUNT + PER_ACCOUNT_AND_ADDRESS; i++)
      await login(u.email, `hammer-${i}`, stranger)
    // The owner, on an address never used before, still signs in.
    expect((await login(u.email, u.password, fromIp())).status).toBe(200)
  })
})
