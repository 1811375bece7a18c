import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startYemotStandIn, type RunningYemotStandIn } from '../testing'

let yemot: RunningYemotStandIn

beforeAll(async () => {
  yemot = await startYemotStandIn()
})
beforeEach(() => yemot.reset())
afterAll(() => yemot.close())

const sendSms = async (params: Record<string, string>) =>
  (await (
    await fetch(`${yemot.apiUrl}/SendSms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: yemot.token, ...params }),
    })
  ).json()) as Record<string, unknown>

describe('SendSms', () => {
  it('sends the message to each valid phone from the sender given, and lists the invalid ones', async () => {
    const res = await sendSms({ phones: '0521111111:12:052-111-1112', message: 'שלום', from: '0771234567' })
    expect(res).toEqual({
      responseStatus: 'OK',
      sendCount: 2,
      oks: ['0521111111', '0521111112'],
      errors: { '12': 'invalid phone' },
    })
    expect(await yemot.sms('0521111111')).toMatchObject([
      { phone: '0521111111', from: '0771234567', message: 'שלום' },
    ])
    expect(await yemot.sms()).toHaveLength(2)
  })

  it('sends from the system number when no sender is given; sends nothing to only invalid phones', async () => {
    await sendSms({ phones: '0521111113', message: 'שלום' })
    expect((await yemot.sms('0521111113'))[0]?.from).toBe(yemot.systemNumber)
    expect(await sendSms({ phones: 'abc', message: 'שלום' })).toMatchObject({
      responseStatus: 'OK',
      sendCount: 0,
      oks: [],
      errors: { abc: 'invalid phone' },
    })
    expect(await yemot.sms()).toHaveLength(1)
  })

  it('refuses a wrong token, no message or no phones, and sends nothing', async () => {
    const refused: Array<Record<string, string>> = [
      { token: 'x:y', phones: '0521111114', message: 'שלום' },
      { phones: '0521111114', message: ' ' },
      { phones: '', message: 'שלום' },
    ]
    for (const params of refused) expect(await sendSms(params)).toMatchObject({ responseStatus: 'ERROR' })
    expect(await yemot.sms()).toEqual([])
  })

  it('is forgotten on reset', async () => {
    await sendSms({ phones: '0521111115', message: 'שלום' })
    yemot.reset()
    expect(await yemot.sms()).toEqual([])
  })
})
