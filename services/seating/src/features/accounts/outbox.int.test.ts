import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSeating, type SeatingTestEnv } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

describe('outbox', () => {
  it('publishes events left behind by a failed publish or a crash, once', async () => {
    // As if the process died between commit and publish.
    await env.deps.db.transaction((trx) =>
      env.deps.outbox.add(trx, { type: 'person.deleted', accountId: 42, personIds: [1, 2] }),
    )
    await env.deps.db.transaction((trx) =>
      env.deps.outbox.add(trx, { type: 'person.deleted', accountId: 42, personIds: [3] }),
    )
    const [first, second] = await Promise.all([env.deps.outbox.flush(), env.deps.outbox.flush()])
    expect((first ?? 0) + (second ?? 0)).toBe(2)
    expect(await env.domainEvents()).toEqual([
      { type: 'person.deleted', accountId: 42, personIds: [1, 2] },
      { type: 'person.deleted', accountId: 42, personIds: [3] },
    ])
    expect(await env.deps.db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 })
  })
})
