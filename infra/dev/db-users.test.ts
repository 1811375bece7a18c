import { randomBytes } from 'node:crypto'
import mysql from 'mysql2/promise'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateDatabase, type Migration } from '@seats/kit'
import { dropDatabases } from './databases.js'
import {
  grantServiceUsers,
  mysqlUrlAs,
  NoGrantRightsError,
  serviceDbUsers,
  type DbLogin,
  type ServiceDbUsers,
} from './db-users.js'

const adminUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
const prefix = `seats_t_dbu_${randomBytes(3).toString('hex')}`
const key = randomBytes(32).toString('base64url')
const auth = serviceDbUsers(key, `${prefix}_auth`)
const seating = serviceDbUsers(key, `${prefix}_seating`)
// What an unescaped `_` in a grant would also match.
const lookalike = `${prefix}xauth`

const migrations: Record<string, Migration> = {
  '20260101000000_notes': {
    up: (knex) =>
      knex.schema.createTable('notes', (t) => {
        t.increments('id')
        t.string('text', 50)
      }),
    down: (knex) => knex.schema.dropTable('notes'),
  },
}

const connect = (login: DbLogin, database?: string) =>
  mysql.createConnection({ uri: mysqlUrlAs(adminUrl, login), ...(database ? { database } : {}) })

async function as<T>(login: DbLogin, database: string, work: (c: mysql.Connection) => Promise<T>) {
  const conn = await connect(login, database)
  try {
    return await work(conn)
  } finally {
    await conn.end()
  }
}

const errno = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (err: { errno?: number }) => err.errno ?? -1,
  )

const migrate = (users: ServiceDbUsers) =>
  migrateDatabase({
    mysqlUrl: mysqlUrlAs(adminUrl, users.runtime),
    migrationUrl: mysqlUrlAs(adminUrl, users.migration),
    database: users.database,
    migrations,
  })

beforeAll(async () => {
  await grantServiceUsers(adminUrl, [auth, seating])
  await migrate(auth)
  await migrate(seating)
  const root = await mysql.createConnection({ uri: adminUrl })
  await root.query(`CREATE DATABASE \`${lookalike}\``)
  await root.query(`CREATE TABLE \`${lookalike}\`.secrets (id INT)`)
  await root.end()
})

afterAll(async () => {
  const root = await mysql.createConnection({ uri: adminUrl })
  await root.query(`DROP DATABASE IF EXISTS \`${lookalike}\``)
  await root.end()
  await dropDatabases(adminUrl, prefix)
})

describe('a database user per service', () => {
  it('the migration user created the database and its tables; the service reads and writes rows', async () => {
    await as(auth.runtime, auth.database, async (c) => {
      await c.query("INSERT INTO notes (text) VALUES ('שלום')")
      const [rows] = await c.query<mysql.RowDataPacket[]>('SELECT text FROM notes')
      expect(rows.map((r) => r.text)).toEqual(['שלום'])
      await c.query('UPDATE notes SET text = ?', ['עודכן'])
      await c.query('DELETE FROM notes')
    })
  })

  it('the service may not change or drop its own tables', async () => {
    await as(auth.runtime, auth.database, async (c) => {
      expect(await errno(c.query('DROP TABLE notes'))).toBe(1142)
      expect(await errno(c.query('ALTER TABLE notes ADD COLUMN x INT'))).toBe(1142)
      expect(await errno(c.query('CREATE TABLE extra (id INT)'))).toBe(1142)
    })
  })

  it("reaches no other service's database, nor one whose name differs by a wildcard", async () => {
    expect(await errno(connect(auth.runtime, seating.database))).toBe(1044)
    expect(await errno(connect(auth.migration, seating.database))).toBe(1044)
    expect(await errno(connect(auth.runtime, lookalike))).toBe(1044)
    await as(auth.runtime, auth.database, async (c) => {
      expect(await errno(c.query(`SELECT * FROM \`${seating.database}\`.notes`))).toBe(1142)
      expect(await errno(c.query('SELECT * FROM mysql.user'))).toBe(1142)
    })
  })

  it('may be granted again on every start, and a new key replaces the passwords', async () => {
    await grantServiceUsers(adminUrl, [auth, seating])
    const renewed = serviceDbUsers(randomBytes(32).toString('base64url'), auth.database)
    await grantServiceUsers(adminUrl, [renewed])
    expect(await errno(connect(auth.runtime, auth.database))).toBe(1045)
    await as(renewed.runtime, auth.database, (c) => c.query('SELECT COUNT(*) FROM notes'))
    await grantServiceUsers(adminUrl, [auth])
  })

  it('says so when the given user may not create users', async () => {
    await expect(grantServiceUsers(mysqlUrlAs(adminUrl, auth.runtime), [seating])).rejects.toBeInstanceOf(
      NoGrantRightsError,
    )
  })
})
