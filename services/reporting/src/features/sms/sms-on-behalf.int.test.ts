import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startReporting, type ReportingTestEnv } from '../../testing/reporting-harness'
import { localSmsMessages } from './local-sms'

let env: ReportingTestEnv

beforeAll(async () => {
  env = await startReporting()
})
afterAll(() => env?.close())

describe("another service's texts, sent on an account's behalf", () => {
  it('texts once per key: the same request again sends nothing more', async () => {
    const account = await env.registerAccount()
    const path = `/internal/accounts/${account.id}/sms`
    const message = {
      phone: '0527000001',
      text: 'קישור לבקשת מקומות: http://x/s/abc',
      key: 'season-1-link-7-1',
    }
    expect((await env.internal<{ sent: boolean }>('POST', path, message)).body).toEqual({ sent: true })
    expect((await env.internal<{ sent: boolean }>('POST', path, message)).body).toEqual({ sent: true })
    const texts = await localSmsMessages(env.instances[0]!.deps.db, '0527000001')
    expect(texts.map((t) => [t.ownerId, t.text])).toEqual([[account.id, message.text]])

    await env.internal('POST', path, { ...message, key: 'season-1-link-7-2' })
    expect(await localSmsMessages(env.instances[0]!.deps.db, '0527000001')).toHaveLength(2)
  })

  it('refuses a number that is not a mobile, and a caller without the service token', async () => {
    const account = await env.registerAccount()
    const path = `/internal/accounts/${account.id}/sms`
    const landline = await env.internal('POST', path, { phone: '026543210', text: 'שלום', key: 'k-1' })
    expect(landline.status).toBe(400)
    const stranger = await fetch(`${env.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0527000002', text: 'שלום', key: 'k-2' }),
    })
    expect(stranger.status).toBe(403)
    expect(await localSmsMessages(env.instances[0]!.deps.db, '0527000002')).toEqual([])
  })
})
