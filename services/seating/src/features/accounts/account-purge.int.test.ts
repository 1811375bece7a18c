import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, importPKCS8 } from 'jose'
import type { Person, SeatMap } from '@seats/contracts'
import { send, startSeating, type SeatingTestEnv } from '../../testing/seating-harness'

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
