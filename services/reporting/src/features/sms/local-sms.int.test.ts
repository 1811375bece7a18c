import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase, type Knex } from '@seats/kit'
import { dropTestDatabase, testDatabaseName, testMysqlUrl } from '@seats/kit/testing'
import { migrations } from '../../../migrations'
import { localSmsMessages, localSmsProvider, purgeLocalSmsMessages } from '.'

const database = testDatabaseName('reporting_sms')
let db: Knex

beforeAll(async () => {
  db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true)
})
afterAll(async () => {
  await db?.destroy()
  await dropTestDatabase(database)
})

describe('the local SMS provider', () => {
  it('accepts every message and records it with its account, for reading by phone in the order sent', async () => {
    const sms = localSmsProvider(db)
    const before = new Date()
    expect(await sms.send({ accountId: 7, phone: '0521000001', text: 'שלום, זה הקישור שלכם' })).toBe(true)
    expect(await sms.send({ accountId: 8, phone: '0521000002', text: 'הודעה אחרת' })).toBe(true)
    expect(await sms.send({ accountId: 7, phone: '0521000001', text: 'ושוב' })).toBe(true)

    const mine = await localSmsMessages(db, '0521000001')
    expect(mine.map(({ ownerId, phone, text }) => ({ ownerId, phone, text }))).toEqual([
      { ownerId: 7, phone: '0521000001', text: 'שלום, זה הקישור שלכם' },
      { ownerId: 7, phone: '0521000001', text: 'ושוב' },
    ])
    expect(mine[0]?.createdAt).toBeInstanceOf(Date)
    expect(mine[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000)
    expect((await localSmsMessages(db)).map((m) => m.phone)).toEqual([
      '0521000001',
      '0521000002',
      '0521000001',
    ])
  })

  it("keeps a text longer than the column cut to it, and forgets only a purged account's messages", async () => {
    const sms = localSmsProvider(db)
    await sms.send({ accountId: 9, phone: '0521000003', text: 'א'.repeat(1_200) })
    await sms.send({ accountId: 10, phone: '0521000003', text: 'נשאר' })
    expect((await localSmsMessages(db, '0521000003'))[0]?.text).toHaveLength(1_000)

    await purgeLocalSmsMessages(db, 9)
    expect((await localSmsMessages(db, '0521000003')).map((m) => m.ownerId)).toEqual([10])
  })
})
