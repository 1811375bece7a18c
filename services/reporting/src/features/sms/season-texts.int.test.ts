import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Household, Season, SeasonLinksSent, SeatMap } from '@seats/contracts'
import { startReporting, type ReportingTestEnv } from '../../testing/reporting-harness'
import { localSmsMessages } from './local-sms'

let env: ReportingTestEnv

beforeAll(async () => {
  env = await startReporting()
})
afterAll(() => env?.close())

describe("seating's texts to households, through this service's SMS provider", () => {
  it('a household with a mobile gets its seat request link by SMS, and its answer is confirmed once', async () => {
    const warden = await env.registerAccount()
    await env.nameSynagogue(warden.id, 'אהבת ציון')
    const father = await warden.addPerson('יעקב', 'אזולאי', '0527300001')
    const map = (await warden.seating<SeatMap>('POST', '/api/maps', { name: 'בית הכנסת', rows: 3, cols: 4 }))
      .body
    const household = (
      await warden.seating<Household>('POST', '/api/households', {
        name: 'משפחת אזולאי',
        phone: '0527300001',
        memberIds: [father.id],
      })
    ).body
    const season = (
      await warden.seating<Season>('POST', '/api/seasons', {
        name: 'ימים נוראים',
        sourceMapId: map.id,
        dates: [{ date: '2027-10-02', name: 'ראש השנה א׳' }],
      })
    ).body
    const sent = await warden.seating<SeasonLinksSent>('POST', `/api/seasons/${season.id}/links`, {
      householdId: household.id,
    })
    expect(sent.body).toEqual({ sent: 1, failed: 0, noContact: 0 })

    const [link] = await localSmsMessages(env.instances[0]!.deps.db, '0527300001')
    expect(link?.text).toMatch(
      /^אהבת ציון: בקשת מקומות לימים נוראים\. .* http:\/\/app\.test\/s\/[A-Za-z0-9_-]{44}$/,
    )
    const token = link!.text.split('/s/')[1]!
    const answer = { attending: [{ personId: father.id, areaId: null }] }
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${env.seating.base}/api/season-requests/${token}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(answer),
      })
      expect(res.status).toBe(200)
    }
    const texts = (await localSmsMessages(env.instances[0]!.deps.db, '0527300001')).map((t) => t.text)
    expect(texts).toEqual([
      link!.text,
      'אהבת ציון: בקשתכם לימים נוראים התקבלה (מקום אחד). הגבאי יודיע לכם על המקומות.',
    ])
  })
})
