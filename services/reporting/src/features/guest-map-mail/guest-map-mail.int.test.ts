import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinTestMember, type TestMember } from '@seats/auth/testing'
import {
  GUEST_MAP_QUEUE,
  guestMapJobId,
  type GuestMapDelivery,
  type GuestMapMailInput,
  type GuestMapMailView,
  type Person,
  type SeatMap,
} from '@seats/contracts'
import { testRedisUrl } from '@seats/kit/testing'
import {
  send,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'
import { candleLighting } from '../reminders'

let env: ReportingTestEnv
let owner: TestAccount
let stranger: TestAccount
let viewer: TestMember
let moshe: Person
let hall: SeatMap
let strangersHall: SeatMap
let queue: Queue

// Friday 20 November 2026 in Jerusalem, the eve of Shabbat 21 November.
const EVE = '2026-11-20'
const SHABBAT = '2026-11-21'
const lighting = candleLighting(EVE, 'Jerusalem') as Date
const minutes = (n: number) => n * 60_000
const at = (offsetMin: number) => new Date(lighting.getTime() + minutes(offsetMin))

interface Refusal {
  error: string
  fields?: Array<{ field: string; code: string }>
}

const setting = (over: Partial<GuestMapMailInput> = {}): GuestMapMailInput => ({
  enabled: true,
  mapId: hall.id,
  displayIds: [],
  city: 'Jerusalem',
  minutesBefore: 120,
  updates: true,
  recipients: ['gabbai.sheni@example.com'],
  ...over,
})
const tick = async () =>
  (await env.internal<{ queued: number }>('POST', '/internal/guest-map-mails/tick', {})).body.queued
const delivery = (id: number) =>
  env.internal<GuestMapDelivery>('GET', `/internal/guest-map-mails/sends/${id}`)
const settle = (id: number, status: 'sent' | 'failed' | 'expired') =>
  env.internal('POST', `/internal/guest-map-mails/sends/${id}`, { status, error: null })
const view = async () => (await owner.call<GuestMapMailView>('GET', '/api/guest-map-mail')).body

/** 'אהל משה', one row: seat 1 Moshe's, seats 2 and 3 nobody's. */
beforeAll(async () => {
  env = await startReporting()
  env.setNow(at(-600))
  owner = await env.registerAccount()
  stranger = await env.registerAccount()
  await env.nameSynagogue(owner.id, 'אהל משה')
  viewer = await joinTestMember(env.seating.auth, owner, 'viewer')
  moshe = await owner.addPerson('משה', 'כהן', '0521234567')
  hall = (
    await owner.seating<SeatMap>('POST', '/api/maps', {
      name: 'עזרת גברים',
      rows: 1,
      cols: 3,
      cells: [{ row: 1, col: 1, people: [{ id: moshe.id }] }],
    })
  ).body
  strangersHall = (await stranger.seating<SeatMap>('POST', '/api/maps', { name: 'אולם', rows: 1, cols: 2 }))
    .body
  queue = new Queue(GUEST_MAP_QUEUE, { connection: { url: testRedisUrl() }, prefix: env.prefix })
})
afterAll(async () => {
  await queue?.close()
  await env?.close()
})

describe('the guest map by mail', () => {
  it('saves the setting and says when the next map goes: the send time before candle-lighting', async () => {
    const saved = await owner.call<GuestMapMailView>('PUT', '/api/guest-map-mail', setting())
    expect(saved.status).toBe(200)
    expect(saved.body.setting).toMatchObject({ enabled: true, mapId: hall.id, minutesBefore: 120 })
    expect(saved.body.next).toMatchObject({
      date: SHABBAT,
      sendsAt: at(-120).toISOString(),
      candleLighting: lighting.toISOString(),
    })
    expect(saved.body.next?.dateName).toMatch(/^שבת /)
  })

  it('mails the eve once at its time, and again only when the map changed, until candle-lighting', async () => {
    env.setNow(at(-121))
    expect(await tick()).toBe(0)

    env.setNow(at(-119))
    expect(await tick()).toBe(1)
    expect(await tick()).toBe(0)
    const [first] = (await view()).sends
    expect(first).toMatchObject({ date: SHABBAT, kind: 'scheduled', status: 'queued', freeCount: 2 })
    expect(await queue.getJob(guestMapJobId(first!.id))).toBeTruthy()

    const content = await delivery(first!.id)
    expect(content.body).toMatchObject({
      accountId: owner.id,
      expired: false,
      recipients: [null, 'gabbai.sheni@example.com'],
      prints: [{ path: `/map/${hall.id}/print?display=${hall.displays[0]!.id}&date=${SHABBAT}` }],
    })
    expect(content.body.subject).toMatch(/^מפת האורחים לשבת .* · אהל משה$/)
    expect(content.body.body).toContain('2 מקומות פנויים')
    expect(content.body.prints[0]!.filename).toBe(`עזרת גברים - ${SHABBAT}.pdf`)

    // While the first one is on its way, a report waits for it.
    const report = await owner.call<{ id: number }>('POST', '/api/reports', {
      personId: moshe.id,
      date: SHABBAT,
      eventId: null,
      source: 'warden',
    })
    expect(report.status).toBe(201)
    expect(await tick()).toBe(0)
    await settle(first!.id, 'sent')
    expect(await tick()).toBe(1)
    const [update] = (await view()).sends
    expect(update).toMatchObject({ kind: 'update', freeCount: 3 })
    const updated = await delivery(update!.id)
    expect(updated.body.subject).toMatch(/^מפה מעודכנת: /)
    expect(updated.body.body).toContain('3 מקומות פנויים')
    await settle(update!.id, 'sent')
    // Nothing changed since: nothing more.
    expect(await tick()).toBe(0)

    // After candle-lighting nothing goes, and a mailing still waiting is told it is too late.
    await owner.call('DELETE', `/api/reports/${report.body.id}`)
    env.setNow(at(1))
    expect(await tick()).toBe(0)
    expect((await delivery(first!.id)).body.expired).toBe(true)
  })

  it("'send now' sends on a weekday, three times a day, and never on Shabbat", async () => {
    env.setNow(new Date('2026-11-21T10:00:00Z'))
    const onShabbat = await owner.call<Refusal>('POST', '/api/guest-map-mail/send')
    expect(onShabbat.status).toBe(409)
    expect(onShabbat.body.error).toBe('guest_map_rest_day')

    env.setNow(new Date('2026-11-24T09:00:00Z'))
    for (let i = 0; i < 3; i++) {
      const sent = await owner.call<GuestMapMailView>('POST', '/api/guest-map-mail/send')
      expect(sent.status).toBe(202)
    }
    const fourth = await owner.call<Refusal>('POST', '/api/guest-map-mail/send')
    expect(fourth.status).toBe(429)
    const listed = await view()
    expect(listed.sendsLeftToday).toBe(0)
    expect(listed.sends.slice(0, 3).map((s) => [s.kind, s.date])).toEqual(
      Array(3).fill(['manual', '2026-11-28']),
    )
    // A weekday's 'send now' is not the eve's: it expires with nothing.
    expect((await delivery(listed.sends[0]!.id)).body.expired).toBe(false)
  })

  it("refuses another synagogue's map, a viewer's change, a stranger and a caller without the service token", async () => {
    const foreign = await owner.call<Refusal>(
      'PUT',
      '/api/guest-map-mail',
      setting({ mapId: strangersHall.id }),
    )
    expect(foreign.status).toBe(400)
    expect(foreign.body.fields?.[0]).toMatchObject({ field: 'mapId', code: 'map_missing' })
    const noMap = await owner.call<Refusal>('PUT', '/api/guest-map-mail', setting({ mapId: null }))
    expect(noMap.body.fields?.[0]).toMatchObject({ field: 'mapId' })
    const badMail = await owner.call<Refusal>(
      'PUT',
      '/api/guest-map-mail',
      setting({ recipients: ['לא כתובת'] }),
    )
    expect(badMail.status).toBe(400)
    expect(badMail.body.fields?.[0]?.field).toBe('recipients.0')

    const asViewer = await send(env.base, viewer.token, 'PUT', '/api/guest-map-mail', setting())
    expect(asViewer.status).toBe(403)
    expect((await send(env.base, viewer.token, 'GET', '/api/guest-map-mail')).status).toBe(200)
    expect((await send(env.base, null, 'GET', '/api/guest-map-mail')).status).toBe(401)
    expect((await send(env.base, null, 'POST', '/internal/guest-map-mails/tick', {})).status).toBe(403)

    // The stranger's own view knows nothing of this synagogue's mailings.
    const theirs = (await stranger.call<GuestMapMailView>('GET', '/api/guest-map-mail')).body
    expect(theirs.sends).toEqual([])
    expect(theirs.setting.enabled).toBe(false)
  })
})
