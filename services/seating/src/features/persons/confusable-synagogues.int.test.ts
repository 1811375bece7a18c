import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE,
  SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
  type Person,
} from '@seats/contracts'
import { send } from '@seats/kit/testing'
import { registerTestWarden, startTestServer, type TestAuthServer } from '@seats/auth/testing'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
/** Auth as deployed: it asks this seating which accounts share a phone. */
let auth: TestAuthServer
let real: TestAccount
let copy: TestAccount
let other: TestAccount

const SHARED = '0541112222'
const person = (phone: string, firstName = 'רבקה') => ({ firstName, lastName: 'שטרן', phone })
type ErrorBody = { error: string; message: string; fields?: Array<{ field: string; message: string }> }

/** Names the synagogue before seating caches the account, as its warden set it long ago. */
const named = async (name: string) => {
  const account = await env.registerAccount()
  await env.auth.db('users').where({ id: account.id }).update({ synagogue_name: name })
  return account
}

beforeAll(async () => {
  env = await startSeating()
  auth = await startTestServer({ SEATING_URL: env.base }, { replicaOf: env.auth })
  real = await named('אהל משה')
  copy = await named('אוהל  משה')
  other = await named('בית הכנסת הגדול')
  await real.add<Person>('/api/persons', person(SHARED))
})
afterAll(async () => {
  await auth?.close()
  await env?.close()
})

describe('a phone another synagogue of the same name has', () => {
  it('is refused when added, naming the phone and never the other synagogue', async () => {
    const res = await copy.call<ErrorBody>('POST', '/api/persons', person('054-111-2222'))
    expect(res.status).toBe(409)
    // All it says: nothing of the other synagogue (its name, its id, its person).
    expect(res.body).toEqual({
      ok: false,
      error: 'synagogue_name_confusable',
      status: 409,
      message: PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE,
      fields: [
        {
          field: 'phone',
          code: 'phone_in_confusable_synagogue',
          message: PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE,
        },
      ],
      requestId: expect.any(String),
    })
    expect((await copy.call<Person[]>('GET', '/api/persons')).body).toEqual([])
  })

  it('is refused in an import, by row, and nothing of it is added', async () => {
    const res = await copy.call<ErrorBody>('POST', '/api/persons/many', [
      person('0541113333', 'לאה'),
      person(SHARED),
    ])
    expect(res.status).toBe(409)
    expect(res.body.fields).toEqual([
      {
        field: '1.phone',
        code: 'phone_in_confusable_synagogue',
        params: { row: 2 },
        message: `שורה 2, טלפון: ${PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE}`,
      },
    ])
    expect((await copy.call<Person[]>('GET', '/api/persons')).body).toEqual([])
  })

  it("is refused as a person's new phone; the person's own phone stays editable", async () => {
    const leah = await copy.add<Person>('/api/persons', person('0541113333', 'לאה'))
    const moved = await copy.call<ErrorBody>('PUT', `/api/persons/${leah.id}`, person(SHARED, 'לאה'))
    expect(moved.status).toBe(409)
    expect(moved.body.fields?.[0]?.field).toBe('phone')
    const renamed = await copy.call<Person>('PUT', `/api/persons/${leah.id}`, person('0541113333', 'לאה רחל'))
    expect(renamed.status).toBe(200)
  })

  it("leaves out the demo's fictitious phones, which every synagogue begun as a demo has", async () => {
    await real.add<Person>('/api/persons', person('050-000-0001'))
    expect((await copy.call('POST', '/api/persons', person('0500000001'))).status).toBe(201)
  })

  it('is added where the names differ', async () => {
    expect((await other.call('POST', '/api/persons', person(SHARED))).status).toBe(201)
  })
})

describe("a synagogue's new name", () => {
  const rename = (account: TestAccount, synagogueName: string) =>
    send<ErrorBody>(auth.base, account.token, 'PUT', '/api/users/me', { synagogueName })

  it('may not sound like that of a synagogue sharing a worshipper’s phone', async () => {
    const res = await rename(other, 'ביהכנ"ס אֹהֶל-משה')
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      ok: false,
      error: 'synagogue_name_confusable',
      status: 409,
      message: SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
      fields: [
        {
          field: 'synagogueName',
          code: 'synagogue_name_confusable',
          message: SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
        },
      ],
      requestId: expect.any(String),
    })
    expect((await env.auth.db('users').where({ id: other.id }).first()).synagogue_name).toBe(
      'בית הכנסת הגדול',
    )
  })

  it('is saved when it adds a city, or when no phone is shared', async () => {
    expect((await rename(other, 'אהל משה חיפה')).status).toBe(200)
    expect((await rename(copy, 'אהל משה')).status).toBe(200)
  })

  it("is not held back by the demo's fictitious phones", async () => {
    const fromDemo = await named('היכל הקטן')
    await fromDemo.add<Person>('/api/persons', person('0500000001'))
    expect((await rename(fromDemo, 'אהל משה')).status).toBe(200)
  })

  it("is checked when an admin renames someone's account", async () => {
    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    const res = await send<ErrorBody>(
      auth.base,
      login.body.accessToken,
      'PUT',
      `/api/users/admin/${other.id}`,
      {
        synagogueName: 'אהל משה',
      },
    )
    expect(res.status).toBe(409)
    expect(res.body.fields).toEqual([
      {
        field: 'synagogueName',
        code: 'synagogue_name_confusable',
        message: SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
      },
    ])
  })

  it("is checked when a demo becomes a real synagogue with the demo's worshippers", async () => {
    const guest = await env.registerDemoGuest('0549998888')
    await guest.add<Person>('/api/persons', person(SHARED))
    const upgrade = (synagogueName: string) =>
      send<ErrorBody>(auth.base, guest.token, 'POST', '/api/auth/upgrade-guest', {
        email: `upgrade-${guest.id}@example.com`,
        password: 'a-long-unusual-password-7',
        contactName: 'גבאי',
        synagogueName,
        phone: '0549998888',
      })
    const refused = await upgrade('אהל משה')
    expect(refused.status).toBe(409)
    expect(refused.body.fields).toEqual([
      {
        field: 'synagogueName',
        code: 'synagogue_name_confusable',
        message: SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
      },
    ])
    expect((await upgrade('אהל משה בית שמש')).status).toBe(200)
  })
})
