import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Report } from '@seats/contracts'
import {
  reminderSettingInput,
  send,
  startReporting,
  COMING_SHABBAT,
  TEST_NOW,
  type ReportingTestEnv,
} from '../../testing/reporting-harness'
import { localSmsMessages } from '../sms'
import { deletedAccounts } from './deleted-accounts'

let env: ReportingTestEnv
const db = () => env.instances[0]!.deps.db

const sweep = () =>
  send<{ accountsSwept: number }>(
    env.base,
    null,
    'POST',
    '/internal/maintenance/sweep-deleted-accounts',
    {},
    {
      'x-service-token': env.seating.auth.env.INTERNAL_TOKEN,
    },
  )

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
})
afterAll(() => env?.close())

describe('a deleted account here', () => {
  it('takes no report once its tombstone is written, though seating still knows its worshipper', async () => {
    const gone = await env.registerAccount()
    const live = await env.registerAccount()
    const p = await gone.addPerson('עזרא', 'הסופר', '0504440001')
    const q = await live.addPerson('נחמיה', 'בן חכליה', '0504440002')
    // The purge here ran first; seating has not had the event yet.
    await deletedAccounts(db()).mark(gone.id)

    const refused = await gone.call<{ error: string }>('POST', '/api/reports', {
      personId: p.id,
      date: COMING_SHABBAT,
    })
    expect(refused.status).toBe(401)
    expect(refused.body.error).toBe('account_deleted')
    expect(await db()('reports').where({ owner_id: gone.id }).count({ n: '*' })).toEqual([{ n: 0 }])
    const saved = await gone.call('PUT', '/api/reminders', reminderSettingInput())
    expect(saved.status).toBe(401)
    // Another account is untouched.
    expect(
      (await live.call<Report>('POST', '/api/reports', { personId: q.id, date: COMING_SHABBAT })).status,
    ).toBe(201)
  })

  it('has rows that slipped past its purge removed by the hourly sweep, and only those', async () => {
    const gone = await env.registerAccount()
    const live = await env.registerAccount()
    const q = await live.addPerson('חגי', 'הנביא', '0504440003')
    const kept = (await live.call<Report>('POST', '/api/reports', { personId: q.id, date: COMING_SHABBAT }))
      .body
    await deletedAccounts(db()).mark(gone.id)
    // As a write that committed just after the purge would have left them.
    await db()('reports').insert({
      owner_id: gone.id,
      person_id: 999_001,
      report_date: COMING_SHABBAT,
      event_id: null,
      source: 'web',
      created_at: new Date(),
    })
    await db()('guests').insert({
      owner_id: gone.id,
      map_id: 999_002,
      row: 1,
      col: 1,
      date: COMING_SHABBAT,
      event_id: null,
      name: 'אורח',
      phone: null,
      host_name: '',
      note: '',
      seat_name: 'שורה א, מושב 1',
      created_at: new Date(),
    })
    await db()('report_links').insert({
      owner_id: gone.id,
      phone: '0504440004',
      token_hash: 'f'.repeat(64),
      created_at: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
    })

    const first = await sweep()
    expect(first.status).toBe(200)
    expect(first.body.accountsSwept).toBeGreaterThanOrEqual(1)
    expect(await db()('reports').where({ owner_id: gone.id }).count({ n: '*' })).toEqual([{ n: 0 }])
    expect(await db()('guests').where({ owner_id: gone.id }).count({ n: '*' })).toEqual([{ n: 0 }])
    expect(await db()('report_links').where({ owner_id: gone.id }).count({ n: '*' })).toEqual([{ n: 0 }])
    expect((await live.call('GET', `/api/reports/${kept.id}`)).status).toBe(200)
    expect((await sweep()).body.accountsSwept).toBe(0)
  })

  it('has its local SMS removed by the purge, and by the sweep when one is all that slipped in', async () => {
    const gone = await env.registerAccount()
    const live = await env.registerAccount()
    const sms = env.instances[0]!.deps.sms.local
    const phone = '0504440005'
    const owners = async () => (await localSmsMessages(db(), phone)).map((m) => m.ownerId)
    await sms.send({ accountId: gone.id, phone, text: 'לפני המחיקה' })
    await sms.send({ accountId: live.id, phone, text: 'נשאר' })
    await env.publish({ type: 'account.deleted', accountId: gone.id })
    await expect.poll(owners, { timeout: 5_000 }).toEqual([live.id])

    await sms.send({ accountId: gone.id, phone, text: 'אחרי המחיקה' })
    expect((await sweep()).body.accountsSwept).toBeGreaterThanOrEqual(1)
    expect(await owners()).toEqual([live.id])
  })

  it('refuses the sweep to a caller without the service token', async () => {
    expect(
      (await send(env.base, null, 'POST', '/internal/maintenance/sweep-deleted-accounts', {})).status,
    ).toBe(403)
  })
})
