import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneLineSchema } from '@seats/contracts'
import { send, startReporting, type ReportingTestEnv } from '../../testing/reporting-harness'

let env: ReportingTestEnv

beforeAll(async () => {
  env = await startReporting({ ivrPhoneNumber: '077-123-4567' })
})
afterAll(() => env?.close())

describe('GET /api/reports/phone-line', () => {
  it('tells a signed-in warden the configured number, as digits and as written', async () => {
    const account = await env.registerAccount()
    const res = await account.call('GET', '/api/reports/phone-line')
    expect(res.status).toBe(200)
    expect(phoneLineSchema.parse(res.body)).toEqual({ phoneNumber: '0771234567', display: '077-123-4567' })
  })

  it('is not read as a report id, and needs a token', async () => {
    const res = await send(env.base, null, 'GET', '/api/reports/phone-line')
    expect(res.status).toBe(401)
  })
})
