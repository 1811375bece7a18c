import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, importPKCS8 } from 'jose'
import type { Person, SeatMap } from '@seats/contracts'
import { send, startSeating, type SeatingTestEnv } from '../../testing/seating-harness'
import { purgeAccount, sweepDeletedAccounts } from './account-purge'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating({ consumeEvents: true })
})
afterAll(() => env.close())

const count = async (table: string) =>
  Number(((await env.deps.db(table).count({ n: '*' }).first()) as { n: number }).n)

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('account.deleted', () => {
  it('purges every map, seat, display, element, person and event of the deleted account, and only of it', async () => {
    const gone = await env.registerAccount()
    const kept = await env.registerAccount()
    for (const acc of [gone, kept]) {
      const p = await acc.add<Person>('/api/persons', {
        firstName: 'משה',
        lastName: 'כהן',
        phone: '0501111111',
      })
      const m = await acc.add<SeatMap>('/api/maps', {
        name: 'אולם',
        rows: 3,
        cols: 3,
        cells: [{ row: 1, col: 1, people: [{ id: p.id }] }],
      })
      await acc.call('POST', '/api/elements', { mapId: m.id, name: 'בימה', row: 2, col: 2 })
      await acc.call('POST', '/api/events', { name: 'פורים', date: '2027-03-23' })
    }
    expect(await count('maps')).toBe(2)

    // The real path: an admin deletes the user in auth, which publishes account.deleted.
    await env.auth.db('users').where({ id: kept.id }).update({ is_admin: true })
    const key = await importPKCS8(env.auth.keys.privateKeyPem, 'EdDSA')
    const adminToken = await new SignJWT({ adm: true, gst: false })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(String(kept.id))
      .setIssuer(env.auth.env.JWT_ISSUER)
      .setAudience(env.auth.env.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key)
    const del = await send(env.auth.base, adminToken, 'DELETE', `/api/users/${gone.id}`)
    expect(del.status).toBe(204)

    await until(async () => (await count('maps')) === 1)
    for (const table of [
      'maps',
      'persons',
      'events',
      'displays',
      'map_elements',
      'seat_assignments',
      'accounts',
    ]) {
      expect({ table, n: await count(table) }).toEqual({ table, n: 1 })
    }
    expect((await kept.call<SeatMap[]>('GET', '/api/maps')).body).toHaveLength(1)
    // The deleted account's token no longer writes anything here.
    expect(
      (await gone.call('POST', '/api/persons', { firstName: 'x', lastName: 'y', phone: '0502222222' }))
        .status,
    ).toBe(401)
  })
})

describe('a deleted account stays deleted', () => {
  it('refuses a write that arrives after the purge, even while the account still looks active to this service', async () => {
    const late = await env.registerAccount()
    await late.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
    // The event is handled here while a write is on its way (the account's status is still cached as active).
    await purgeAccount(env.deps.db, late.id)
    const writes = [
      late.call('POST', '/api/persons', { firstName: 'דוד', lastName: 'לוי', phone: '0502222222' }),
      late.call('POST', '/api/maps', { name: 'אולם', rows: 2, cols: 2 }),
      late.call('POST', '/api/events', { name: 'פורים', date: '2027-03-23' }),
    ]
    for (const res of await Promise.all(writes)) expect(res.status).toBe(401)
    for (const table of ['persons', 'maps', 'events', 'accounts'])
      expect(
        await env.deps
          .db(table)
          .where(table === 'accounts' ? { account_id: late.id } : { owner_id: late.id })
          .first(),
      ).toBeUndefined()
    // A second delivery of the event is harmless.
    await purgeAccount(env.deps.db, late.id)
  })

  it('the sweep removes rows of deleted accounts that are still here', async () => {
    const ghost = await env.registerAccount()
    await purgeAccount(env.deps.db, ghost.id)
    // Rows written around the tombstones (e.g. before them, by an older version): the sweep finds them.
    await env.deps.db('persons').insert({
      owner_id: ghost.id,
      first_name: 'רוח',
      last_name: 'רפאים',
      phone: '0503333333',
      created_at: new Date(),
      updated_at: new Date(),
    })
    // The workers' hourly job calls it through the internal API.
    const swept = await send(
      env.base,
      null,
      'POST',
      '/internal/maintenance/sweep-deleted-accounts',
      undefined,
      {
        'x-service-token': env.deps.internalToken as string,
      },
    )
    expect(swept.body).toEqual({ accountsSwept: 1 })
    expect(await env.deps.db('persons').where({ owner_id: ghost.id }).first()).toBeUndefined()
    expect(await sweepDeletedAccounts(env.deps.db)).toBe(0)
  })
})
