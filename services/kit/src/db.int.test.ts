import { afterAll, describe, expect, it } from 'vitest'
import { createDb, dropDatabase, prepareDatabase, type Migration } from './db'
import { testDatabaseName, testMysqlUrl } from './testing'

const name = testDatabaseName('kit')
const migrations: Record<string, Migration> = {
  '20260101000000_create_notes': {
    up: async (knex) => {
      if (await knex.schema.hasTable('notes')) return
      await knex.schema.createTable('notes', (t) => {
        t.increments('id')
        t.string('text', 200).notNullable()
      })
    },
    down: async (knex) => knex.schema.dropTableIfExists('notes'),
  },
}
afterAll(() => dropDatabase(testMysqlUrl(), name))

describe('prepareDatabase', () => {
  it('creates the database, migrates once and keeps Hebrew intact', async () => {
    const db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database: name, migrations }, true)
    await db('notes').insert({ text: 'שבת שלום' })
    await db.destroy()
    // A second boot finds nothing to do.
    const again = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database: name, migrations }, true)
    const [, pending] = (await again.migrate.list()) as [unknown[], unknown[]]
    expect(pending).toHaveLength(0)
    expect((await again('notes').first()).text).toBe('שבת שלום')
    await again.destroy()
    const plain = createDb({ mysqlUrl: testMysqlUrl(), database: name, migrations })
    expect(await plain('notes').count({ n: '*' })).toEqual([{ n: 1 }])
    await plain.destroy()
  })
})
