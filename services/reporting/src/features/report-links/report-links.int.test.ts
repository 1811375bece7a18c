import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinTestMember, type TestMember } from '@seats/auth/testing'
import type {
  Person,
  ReportLinkPage,
  ReportLinksSent,
  ReportLinkStatus,
  SeatEvent,
  SeatMap,
} from '@seats/contracts'
import {
  COMING_SHABBAT,
  nextEvent,
  send,
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'
import { localSmsMessages } from '../sms'

let env: ReportingTestEnv
let owner: TestAccount
let stranger: TestAccount
let viewer: TestMember
let moshe: Person
let miriam: Person
let landline: Person
let strangersMoshe: Person
let dinner: SeatEvent

const FAMILY_PHONE = '0521234567'
const DAY_MS = 24 * 60 * 60 * 1000

interface Refusal {
  error: string
  message?: string
}

/** The synagogue 'אהל משה': Moshe and Miriam share a mobile, a third worshipper has a landline only. */
beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  owner = await env.registerAccount()
  stranger = await env.registerAccount()
  await env.nameSynagogue(owner.id, 'אהל משה')
  viewer = await joinTestMember(env.seating.auth, owner, 'viewer')
  moshe = await owner.addPerson('משה', 'כהן', FAMILY_PHONE)
  miriam = await owner.addPerson('מרים', 'כהן', FAMILY_PHONE)
  landline = await owner.addPerson('אברהם', 'לוי', '026543210')
  // The same phone in another synagogue: never shown on this synagogue's link.
  strangersMoshe = await stranger.addPerson('משה', 'אחר', FAMILY_PHONE)
  const made = await owner.seating<SeatMap>('POST', '/api/maps', {
    name: 'עזרת גברים',
    rows: 1,
    cols: 3,
    cells: [{ row: 1, col: 2, people: [{ id: moshe.id }] }],
  })
  expect(made.status).toBe(201)
  dinner = await owner.addEvent('סעודת חברה קדישא', '2026-11-26')
})
afterAll(() => env?.close())

const db = () => env.instances[0]!.deps.db
const page = (token: string) =>
  send<ReportLinkPage & Refusal>(env.base, null, 'GET', `/api/report-link/${token}`)
const change = (token: string, body: Record<string, unknown>) =>
  send<ReportLinkPage & Refusal>(env.base, null, 'POST', `/api/report-link/${token}`, body)

/** The link the last SMS to the phone carried (the local provider records every message). */
async function lastLink(phone: string): Promise<{ text: string; token: string }> {
  const messages = await localSmsMessages(db(), phone)
  const text = messages.at(-1)?.text ?? ''
  const token = /\/r\/([A-Za-z0-9_-]+)$/.exec(text)?.[1] ?? ''
  return { text, token }
}

/** Two minutes later, as far as the one-SMS-a-phone limit goes (a Redis key, cleared here). */
async function afterSmsLimit(): Promise<void> {
  const keys = await env.instances[0]!.deps.redis.keys(`${env.prefix}:rl:report-link-smsPerPhone*`)
  if (keys.length > 0) await env.instances[0]!.deps.redis.del(...keys)
}

/** A fresh link to the family's phone. */
async function freshLink(): Promise<string> {
  await afterSmsLimit()
  const sent = await owner.call<ReportLinksSent>('POST', '/api/report-links', { personId: moshe.id })
  expect(sent.status).toBe(200)
  return (await lastLink(FAMILY_PHONE)).token
}

describe("a worshipper's report link", () => {
  it('is sent by SMS with the synagogue and the link, and opens a page of that phone in that synagogue only', async () => {
    const sent = await owner.call<ReportLinksSent>('POST', '/api/report-links', { personId: moshe.id })
    expect(sent.body).toEqual({ sent: 1, failed: 0, noMobile: 0 })
    const { text, token } = await lastLink(FAMILY_PHONE)
    expect(text).toMatch(
      /^אהל משה: לדיווח שלא תגיעו בשבת או בחג, בלי להתקשר, הקישו על הקישור: http:\/\/app\.test\/r\//,
    )
    expect(token).toHaveLength(44)

    const opened = await page(token)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('no-store')
    expect(opened.body.synagogue).toBe('אהל משה')
    // A family on one phone sees each of them; the other synagogue's Moshe is not there.
    expect(opened.body.persons).toEqual([
      { id: moshe.id, name: 'משה כהן', seats: ['שורה א, מושב 2'] },
      { id: miriam.id, name: 'מרים כהן', seats: [] },
    ])
    expect(JSON.stringify(opened.body)).not.toContain('אחר')
    expect(opened.body.dates[0]).toMatchObject({ date: COMING_SHABBAT, eventId: null, name: 'שבת פרשת ויצא' })
    expect(opened.body.dates).toContainEqual(
      expect.objectContaining({ date: '2026-11-26', eventId: dinner.id, name: 'סעודת חברה קדישא' }),
    )
    expect(new Date(opened.body.expiresAt).getTime() - TEST_NOW.getTime()).toBe(30 * DAY_MS)

    // The warden's list knows the phone has a live link.
    const status = await owner.call<ReportLinkStatus[]>('GET', '/api/report-links')
    expect(status.body.map((s) => s.phone)).toEqual([FAMILY_PHONE])
    expect(status.body[0]!.lastUsedAt).not.toBeNull()
  })

  it("reports away and cancels, live on the warden's open map as a report from the link", async () => {
    const token = await freshLink()
    const screen = await env.connect(owner.token)
    const created = nextEvent(screen, 'createReport')
    const away = await change(token, { personId: moshe.id, date: COMING_SHABBAT, reported: true })
    expect(away.status).toBe(200)
    expect(away.body.reported).toEqual([{ personId: moshe.id, date: COMING_SHABBAT, eventId: null }])
    expect(await created).toMatchObject({ personId: moshe.id, date: COMING_SHABBAT, source: 'link' })
    // The same tap twice makes one report.
    expect((await change(token, { personId: moshe.id, date: COMING_SHABBAT, reported: true })).status).toBe(
      200,
    )
    expect((await page(token)).body.reported).toHaveLength(1)

    const deleted = nextEvent(screen, 'deleteReport')
    const back = await change(token, { personId: moshe.id, date: COMING_SHABBAT, reported: false })
    expect(back.body.reported).toEqual([])
    await deleted
    screen.disconnect()
  })

  it("never acts on another synagogue's worshipper, nor on a date it does not offer", async () => {
    const token = await freshLink()
    const other = await change(token, { personId: strangersMoshe.id, date: COMING_SHABBAT, reported: true })
    expect(other.status).toBe(404)
    expect(other.body.error).toBe('person_not_found')
    const landlines = await change(token, { personId: landline.id, date: COMING_SHABBAT, reported: true })
    expect(landlines.status).toBe(404)
    const weekday = await change(token, { personId: moshe.id, date: '2026-11-18', reported: true })
    expect(weekday.status).toBe(404)
    const bad = await change(token, { personId: 'משה', date: COMING_SHABBAT, reported: true })
    expect(bad.status).toBe(400)
    expect(await stranger.call('GET', '/api/reports/date')).toMatchObject({
      status: 200,
      body: { reports: [] },
    })
  })

  it('gives a tampered, made-up, revoked or expired link nothing but a refusal', async () => {
    const token = await freshLink()
    const tampered = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6)
    for (const t of [tampered, 'not-a-link', `${token.slice(0, 22)}${'A'.repeat(22)}`]) {
      const res = await page(t)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ error: 'report_link_invalid' })
      expect(JSON.stringify(res.body)).not.toContain('כהן')
    }
    const reported = await change(tampered, { personId: moshe.id, date: COMING_SHABBAT, reported: true })
    expect(reported.status).toBe(404)

    // A new link replaces the last one.
    const next = await freshLink()
    expect((await page(token)).status).toBe(410)
    expect((await page(next)).status).toBe(200)

    // Revoked by the warden, for that worshipper.
    const revoked = await owner.call<{ revoked: number }>('POST', '/api/report-links/revoke', {
      personId: miriam.id,
    })
    expect(revoked.body).toEqual({ revoked: 1 })
    const gone = await page(next)
    expect(gone.status).toBe(410)
    expect(gone.body).toMatchObject({ error: 'report_link_expired' })
    expect((await change(next, { personId: moshe.id, date: COMING_SHABBAT, reported: true })).status).toBe(
      410,
    )

    // Expired after thirty days.
    const later = await freshLink()
    env.setNow(new Date(TEST_NOW.getTime() + 31 * DAY_MS))
    try {
      expect((await page(later)).status).toBe(410)
    } finally {
      env.setNow(TEST_NOW)
    }
    expect((await page(later)).status).toBe(200)
    expect(await owner.call('POST', '/api/report-links/revoke', { all: true })).toMatchObject({
      status: 200,
      body: { revoked: 1 },
    })
    expect((await page(later)).status).toBe(410)
  })

  it('sends to everyone with a mobile once, counts who has none, and lets no viewer or stranger send', async () => {
    await afterSmsLimit()
    const before = (await localSmsMessages(db(), FAMILY_PHONE)).length
    const all = await owner.call<ReportLinksSent>('POST', '/api/report-links', { all: true })
    // One SMS to the family's phone, not one per person on it.
    expect(all.body).toEqual({ sent: 1, failed: 0, noMobile: 1 })
    expect((await localSmsMessages(db(), FAMILY_PHONE)).length).toBe(before + 1)

    const toLandline = await owner.call<Refusal>('POST', '/api/report-links', { personId: landline.id })
    expect(toLandline.status).toBe(422)
    expect(toLandline.body.error).toBe('no_mobile_phone')

    const byViewer = await send<Refusal>(env.base, viewer.token, 'POST', '/api/report-links', {
      personId: moshe.id,
    })
    expect(byViewer.status).toBe(403)
    const notTheirs = await stranger.call<Refusal>('POST', '/api/report-links', { personId: moshe.id })
    expect(notTheirs.status).toBe(404)
    const anonymous = await send<Refusal>(env.base, null, 'POST', '/api/report-links', { all: true })
    expect(anonymous.status).toBe(401)
    expect((await stranger.call<ReportLinkStatus[]>('GET', '/api/report-links')).body).toEqual([])
  })

  it('sends once on a double click', async () => {
    const before = (await localSmsMessages(db(), FAMILY_PHONE)).length
    await freshLink()
    const second = await owner.call<Refusal>('POST', '/api/report-links', { personId: miriam.id })
    expect(second.status).toBe(429)
    expect((await localSmsMessages(db(), FAMILY_PHONE)).length).toBe(before + 1)
  })
})
