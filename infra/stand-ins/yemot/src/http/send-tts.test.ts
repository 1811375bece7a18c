import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startYemotStandIn, type RunningYemotStandIn } from '../testing'

let yemot: RunningYemotStandIn

beforeAll(async () => {
  yemot = await startYemotStandIn()
})
afterAll(() => yemot.close())

const sendTts = async (params: Record<string, string>) =>
  (await (
    await fetch(`${yemot.apiUrl}/SendTTS`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: yemot.token, ...params }),
    })
  ).json()) as Record<string, unknown>

describe('SendTTS', () => {
  it('speaks the message to each answering phone once, and answers OK with the counts', async () => {
    yemot.setCallee('0521111112', { answer: 'busy' })
    const res = await sendTts({ phones: '0521111111:0521111112', ttsMessage: 'קוד האימות 1 2 3' })
    expect(res).toMatchObject({ responseStatus: 'OK', OKCalls: 2, ErrorCalls: 0 })
    const [answered] = await yemot.calls('0521111111')
    expect(answered).toMatchObject({ status: 'answered', spoken: ['קוד האימות 1 2 3'], protocolErrors: [] })
    const [busy] = await yemot.calls('0521111112')
    expect(busy).toMatchObject({ status: 'busy', spoken: [] })
  })

  it('refuses a wrong token, no message or no valid phone; keeps text the TTS cannot speak as an error', async () => {
    expect(await sendTts({ token: 'x:y', phones: '0521111113', ttsMessage: 'שלום' })).toMatchObject({
      responseStatus: 'ERROR',
    })
    expect(await sendTts({ phones: '0521111113', ttsMessage: ' ' })).toMatchObject({
      responseStatus: 'ERROR',
    })
    expect(await sendTts({ phones: 'abc', ttsMessage: 'שלום' })).toMatchObject({ responseStatus: 'ERROR' })
    await sendTts({ phones: '0521111114', ttsMessage: 'קוד: 1-2' })
    expect((await yemot.calls('0521111114'))[0]?.protocolErrors).toHaveLength(1)
  })
})
