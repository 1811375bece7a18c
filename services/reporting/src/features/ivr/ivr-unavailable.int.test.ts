import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE_LINE_UNAVAILABLE_REPLY, PHONE_LINE_UNAVAILABLE_TEXT } from '@seats/contracts'
import { send, startReporting, type ReportingTestEnv } from '../../testing/reporting-harness'

let env: ReportingTestEnv

beforeAll(async () => {
  env = await startReporting({ seatingDown: true })
})
afterAll(async () => {
  await env?.close()
})

describe('the phone line while seating is down', () => {
  it("tells the caller to call again in a few minutes, in the gateway's words, on both adapters", async () => {
    const query = new URLSearchParams({
      ApiPhone: '0501111111',
      ApiDID: '035550100',
      ApiExtension: '1',
      ApiCallId: 'down-1',
    })
    const yemot = await fetch(`${env.base}/api/ivr/yemot/${env.ivrSecret}?${query}`)
    expect(yemot.status).toBe(200)
    expect(await yemot.text()).toBe(PHONE_LINE_UNAVAILABLE_REPLY)

    const json = await send<{ say: string[]; hangup: boolean }>(
      env.base,
      null,
      'POST',
      `/api/ivr/json/${env.ivrSecret}`,
      { callId: 'down-2', phone: '0501111111' },
    )
    expect(json.body).toMatchObject({ say: [PHONE_LINE_UNAVAILABLE_TEXT], hangup: true })
  })
})
