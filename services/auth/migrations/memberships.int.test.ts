import { afterAll, describe, expect, it } from 'vitest'
import { migrateDatabase, createDb, type Knex } from '@seats/kit'
import { dropTestDatabase, testDatabaseName, testMysqlUrl } from '@seats/kit/testing'
import type { LoginResponse, Team } from '@seats/contracts'
import { hashPassword } from '../src/features/credentials'
import { httpClient } from '../src/testing/http-client'
import { startTestServer, type TestAuthServer } from '../src/testing/test-server'
import { migrations } from './index'

const database = testDatabaseName('auth_upgrade')
let db: Knex | undefined
let srv: TestAuthServer | undefined
afterAll(async () => {
  await srv?.close()
  await db?.destroy()
  await dropTestDatabase(database)
})

const TEAMS = '20261128100000_create_memberships'
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < TEAMS))

/** A users row as the code before teams wrote one: no membership, no member_only column. */
async function oldAccount(
  knex: Knex,
  email: string,
  synagogueName: string,
  extra: Record<string, unknown> = {},
) {
  const now = new Date()
  const [id] = await knex('users').insert({
    email,
    password_hash: await hashPassword('correct-horse-9'),
    contact_name: 'גבאי ותיק',
    synagogue_name: synagogueName,
    phone: '0501234567',
    subscription_type: 'trial',
    subscription_ends_at: new Date(now.getTime() + 10 * 86_400_000),
    max_people: 150,
    price: 99,
    created_at: now,
    updated_at: now,
    ...extra,
  })
  return Number(id)
}

describe('the teams migration on a database made before it', () => {
  it('makes every account a synagogue owned by its user, loses nothing, and can run again', async () => {
    await migrateDatabase({ mysqlUrl: testMysqlUrl(), database, migrations: before })
    db = createDb({ mysqlUrl: testMysqlUrl(), database, migrations: before })
    const first = await oldAccount(db, 'first@example.com', 'אהל יצחק')
    const guest = await oldAccount(db, null as unknown as string, '', { is_guest: true, is_demo_guest: true })
    const admin = await oldAccount(db, 'admin@example.com', 'המטה', { is_admin: true })
    const usersBefore = await db('users').orderBy('id').select('id', 'email', 'synagogue_name', 'price')

    // The new code starts on it: migrations run (twice, as two instances booting would).
    await migrateDatabase({ mysqlUrl: testMysqlUrl(), database, migrations })
    await migrateDatabase({ mysqlUrl: testMysqlUrl(), database, migrations })
    expect(await db('users').orderBy('id').select('id', 'email', 'synagogue_name', 'price')).toEqual(
      usersBefore,
    )
    const rows = await db('memberships').orderBy('account_id').select('account_id', 'user_id', 'role')
    expect(rows).toEqual([first, guest, admin].map((id) => ({ account_id: id, user_id: id, role: 'owner' })))

    // An account the old code registered while the migration ran: the owner of its own at first use.
    const late = await oldAccount(db, 'late@example.com', 'בית הלל')
    srv = await startTestServer({}, { database })
    const api = httpClient(srv.base)
    for (const [email, id, name] of [
      ['first@example.com', first, 'אהל יצחק'],
      ['late@example.com', late, 'בית הלל'],
    ] as const) {
      const login = await api.post<LoginResponse>('/api/auth/login', {
        body: { username: email, password: 'correct-horse-9' },
      })
      expect(login.status).toBe(200)
      expect(login.body.user.team?.current).toEqual({ accountId: id, synagogueName: name, role: 'owner' })
      const team = await api.get<Team>('/api/members', { token: login.body.accessToken })
      expect(team.body.members.map((m) => [m.userId, m.role])).toEqual([[id, 'owner']])
    }
  })
})
