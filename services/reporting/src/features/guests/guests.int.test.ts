import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinTestMember, type TestMember } from '@seats/auth/testing'
import {
  describeChange,
  type ActivityEntry,
  type Guest,
  type GuestInput,
  type Person,
  type Report,
  type SeatEvent,
  type SeatMap,
} from '@seats/contracts'
import {
  COMING_SHABBAT,
  send,
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
  nextEvent,
} from '../../testing/reporting-harness'
import { texts as callTexts } from '../ivr'

let env: ReportingTestEnv
let owner: TestAccount
let stranger: TestAccount
let warden: TestMember
let viewer: TestMember
let moshe: Person
let sarah: Person
let yaakov: Person
let rivka: Person
let hall: SeatMap
let dinner: SeatEvent

interface Refusal {
  error: string
  fields?: Array<{ field: string; code?: string }>
}

/**
 * One row of five: Moshe at 1, Sarah and Yaakov together at 2, an aisle at 3, an empty seat at 4, Rivka at 5.
 */
beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  owner = await env.registerAccount()
  stranger = await env.registerAccount()
  warden = await joinTestMember(env.seating.auth, owner, 'warden')
  viewer = await joinTestMember(env.seating.auth, owner, 'viewer')
  moshe = await owner.addPerson('משה', 'כהן', '0501111111')
  sarah = await owner.addPerson('שרה', 'לוי', '0501111112')
  yaakov = await owner.addPerson('יעקב', 'לוי', '0501111113')
  rivka = await owner.addPerson('רבקה', 'שטרן', '0501111114')
  const made = await owner.seating<SeatMap>('POST', '/api/maps', {
    name: 'עזרת גברים',
    rows: 1,
    cols: 5,
    cells: [
      { row: 1, col: 1, people: [{ id: moshe.id }] },
      { row: 1, col: 2, people: [{ id: sarah.id }, { id: yaakov.id }] },
      { row: 1, col: 3, kind: 'aisle' },
      { row: 1, col: 5, people: [{ id: rivka.id }] },
    ],
  })
  expect(made.status).toBe(201)
  hall = made.body
  dinner = await owner.addEvent('סעודת חברה קדישא', '2026-12-10', 'הפוך')
})
afterAll(() => env?.close())

const guest = (over: Partial<GuestInput> = {}): GuestInput => ({
  mapId: hall.id,
  row: 1,
  col: 4,
  date: COMING_SHABBAT,
  name: 'אליהו הנביא',
  hostName: 'משפחת כהן',
  ...over,
})
const lend = (body: GuestInput, token = warden.token) =>
  send<Guest & Refusal>(env.base, token, 'POST', '/api/guests', body)
const guestsOf = async (account: { token: string }, query = `date=${COMING_SHABBAT}`) =>
  (await send<Guest[]>(env.base, account.token, 'GET', `/api/guests?${query}`)).body
const report = async (person: Person, date = COMING_SHABBAT, eventId: number | null = null) => {
  const made = await owner.call<Report>('POST', '/api/reports', { personId: person.id, date, eventId })
  expect([200, 201]).toContain(made.status)
  return made.body
}

describe('lending a seat to a guest for one date', () => {
  it("lends a seat whose holder reported he is away, live on the owner's screen, named in the activity list", async () => {
    await report(moshe)
    const screen = await env.connect(owner.token)
    const saved = nextEvent(screen, 'guestSaved')
    const made = await lend(guest({ col: 1, phone: '050-123-4567', note: 'מגיע בשישי' }))
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({
      mapId: hall.id,
      row: 1,
      col: 1,
      date: COMING_SHABBAT,
      eventId: null,
      name: 'אליהו הנביא',
      phone: '0501234567',
      hostName: 'משפחת כהן',
      note: 'מגיע בשישי',
      seatName: expect.stringMatching(/^שורה א, מושב \d$/),
    })
    expect(await saved).toEqual(made.body)
    screen.disconnect()

    const listed = await send<Guest[]>(env.base, viewer.token, 'GET', `/api/guests?date=${COMING_SHABBAT}`)
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('no-store')
    expect(listed.body).toContainEqual(made.body)
    // The plain date's guests are not an event's of the same day, nor another date's.
    expect(await guestsOf(owner, 'date=2026-11-28')).toEqual([])

    const [line] = (await send<ActivityEntry[]>(env.base, owner.token, 'GET', '/api/activity')).body
    expect(line).toMatchObject({
      action: 'guest.create',
      memberId: warden.id,
      subject: `guest:${made.body.id}`,
      details: {
        guestName: 'אליהו הנביא',
        seat: made.body.seatName,
        dateName: expect.stringMatching(/^שבת/),
      },
    })
    expect(describeChange(line!)).toContain('הושיב את האורח אליהו הנביא ב')
  })

  it('lends a seat nobody holds', async () => {
    const made = await lend(guest({ col: 4, name: 'אורח ראשון' }))
    expect(made.status).toBe(201)
    expect((await guestsOf(owner)).map((g) => g.col)).toEqual([1, 4])
  })

  it('refuses a seat whose people have not all reported, and a seat that already has a guest', async () => {
    await report(sarah)
    const taken = await lend(guest({ col: 2 }))
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('seat_not_free')
    expect((await lend(guest({ col: 5 }))).body.error).toBe('seat_not_free')
    await report(yaakov)
    expect((await lend(guest({ col: 2 }))).status).toBe(201)

    const second = await lend(guest({ col: 4, name: 'אורח שני' }))
    expect(second.status).toBe(409)
    expect(second.body.error).toBe('seat_has_guest')
  })

  it('refuses an aisle, naming the row, and a date that is no Shabbat', async () => {
    const aisle = await lend(guest({ col: 3 }))
    expect(aisle.status).toBe(400)
    expect(aisle.body.fields?.[0]).toMatchObject({ field: 'row', code: 'not_a_seat' })
    const weekday = await lend(guest({ date: '2026-11-18' }))
    expect(weekday.status).toBe(400)
    expect(weekday.body.fields?.[0]).toMatchObject({ field: 'date', code: 'report_date_not_shabbat' })
    expect((await lend(guest({ row: 2 }))).body.error).toBe('map_not_found')
  })

  it('at a reverse event lends a seat only when none of its people said he comes', async () => {
    const at = { date: dinner.date, eventId: dinner.id }
    const free = await lend(guest({ col: 1, ...at }))
    expect(free.status).toBe(201)
    expect(free.body.eventId).toBe(dinner.id)
    await report(rivka, dinner.date, dinner.id)
    expect((await lend(guest({ col: 5, ...at }))).body.error).toBe('seat_not_free')
    expect((await guestsOf(owner, `date=${dinner.date}&eventId=${dinner.id}`)).map((g) => g.id)).toEqual([
      free.body.id,
    ])
    expect(await guestsOf(owner, `date=${dinner.date}`)).toEqual([])
    const wrongDate = await lend(guest({ col: 4, date: COMING_SHABBAT, eventId: dinner.id }))
    expect(wrongDate.status).toBe(400)
    expect(wrongDate.body.fields?.[0]).toMatchObject({ field: 'date', code: 'report_date_is_event_date' })
  })

  it('lets a viewer read the guests but not seat one', async () => {
    const refused = await lend(guest({ col: 4, date: '2026-11-28' }), viewer.token)
    expect(refused.status).toBe(403)
    expect((await guestsOf(viewer)).length).toBeGreaterThan(0)
  })
})

describe('changing and removing a guest', () => {
  it('moves a guest to another free seat, refuses a taken one, and keeps his own seat', async () => {
    const made = (await lend(guest({ col: 4, date: '2026-11-28', name: 'מרדכי' }))).body
    const screen = await env.connect(owner.token)
    const saved = nextEvent(screen, 'guestSaved')
    const moved = await send<Guest>(env.base, warden.token, 'PUT', `/api/guests/${made.id}`, {
      ...guest({ col: 4, date: '2026-11-28', name: 'מרדכי היהודי', note: 'שבת שלום' }),
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ id: made.id, name: 'מרדכי היהודי', note: 'שבת שלום' })
    expect(await saved).toEqual(moved.body)
    screen.disconnect()

    const toTaken = await send<Refusal>(
      env.base,
      owner.token,
      'PUT',
      `/api/guests/${made.id}`,
      guest({ col: 4 }),
    )
    expect(toTaken.status).toBe(409)
    expect(toTaken.body.error).toBe('seat_has_guest')
    const toHeld = await send<Refusal>(
      env.base,
      owner.token,
      'PUT',
      `/api/guests/${made.id}`,
      guest({ col: 1, date: '2026-11-28' }),
    )
    expect(toHeld.body.error).toBe('seat_not_free')
    const [line] = (await send<ActivityEntry[]>(env.base, owner.token, 'GET', '/api/activity')).body
    expect(line).toMatchObject({ action: 'guest.update', memberId: warden.id, subject: `guest:${made.id}` })
  })

  it("keeps the guest when the seat's holder takes back his report, and still lets his details change", async () => {
    const chaim = await owner.addPerson('חיים', 'כץ', '0501111115')
    const add = await owner.seating('POST', `/api/maps/${hall.id}/seats`, {
      version: (await owner.seating<SeatMap>('GET', `/api/maps/${hall.id}`)).body.version,
      ops: [{ op: 'assign', personId: chaim.id, to: { row: 1, col: 4 } }],
    })
    expect(add.status).toBe(200)
    const away = await report(chaim, '2026-12-05')
    const made = (await lend(guest({ col: 4, date: '2026-12-05' }))).body
    expect((await owner.call('DELETE', `/api/reports/${away.id}`)).status).toBe(204)

    expect((await guestsOf(owner, 'date=2026-12-05')).map((g) => g.id)).toEqual([made.id])
    const renamed = await send<Guest>(env.base, owner.token, 'PUT', `/api/guests/${made.id}`, {
      ...guest({ col: 4, date: '2026-12-05', note: 'יודע שהמקום נלקח' }),
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.note).toBe('יודע שהמקום נלקח')
  })

  it('gives the seat back on DELETE, live, with an activity line', async () => {
    await report(moshe, '2026-11-28')
    const seated = (await lend(guest({ col: 1, date: '2026-11-28', name: 'זרח' }))).body
    const screen = await env.connect(owner.token)
    const deleted = nextEvent(screen, 'guestDeleted')
    expect((await send(env.base, warden.token, 'DELETE', `/api/guests/${seated.id}`)).status).toBe(204)
    expect(await deleted).toEqual({ id: seated.id })
    screen.disconnect()
    expect((await guestsOf(owner, 'date=2026-11-28')).map((g) => g.id)).not.toContain(seated.id)
    const [line] = (await send<ActivityEntry[]>(env.base, owner.token, 'GET', '/api/activity')).body
    expect(line).toMatchObject({
      action: 'guest.delete',
      memberId: warden.id,
      details: { guestName: 'זרח', dateName: expect.stringMatching(/^שבת/) },
    })
    expect((await send(env.base, warden.token, 'DELETE', `/api/guests/${seated.id}`)).status).toBe(404)
  })
})

describe("another account's guests", () => {
  it('are neither listed, changed nor removed, and its map takes no guest of ours', async () => {
    const ours = (await guestsOf(owner))[0]!
    expect(await guestsOf(stranger)).toEqual([])
    const put = await stranger.call<Refusal>('PUT', `/api/guests/${ours.id}`, guest({ col: ours.col }))
    expect(put.status).toBe(404)
    expect(put.body.error).toBe('guest_not_found')
    const del = await stranger.call<Refusal>('DELETE', `/api/guests/${ours.id}`)
    expect(del.status).toBe(404)
    expect(del.body.error).toBe('guest_not_found')
    const onTheirMap = await stranger.call<Refusal>('POST', '/api/guests', guest({ col: 4 }))
    expect(onTheirMap.status).toBe(404)
    expect(onTheirMap.body.error).toBe('map_not_found')
    expect((await guestsOf(owner)).map((g) => g.id)).toContain(ours.id)
  })
})

describe('a deleted account', () => {
  it('has its guests removed with it', async () => {
    const gone = await env.registerAccount()
    const made = await gone.seating<SeatMap>('POST', '/api/maps', {
      name: 'אולם',
      rows: 1,
      cols: 2,
      cells: [],
    })
    const seated = await gone.call<Guest>('POST', '/api/guests', guest({ mapId: made.body.id, col: 2 }))
    expect(seated.status).toBe(201)
    const db = env.instances[0]!.deps.db
    await env.publish({ type: 'account.deleted', accountId: gone.id })
    await expect
      .poll(async () => (await db('guests').where({ owner_id: gone.id }).count({ n: '*' }))[0], {
        timeout: 5_000,
      })
      .toEqual({ n: 0 })
    expect((await guestsOf(owner)).length).toBeGreaterThan(0)
  })

  it('leaves a guest’s phone unknown to the phone line: only worshippers report by phone', async () => {
    const host = await env.registerAccount()
    const made = await host.seating<SeatMap>('POST', '/api/maps', {
      name: 'אולם',
      rows: 1,
      cols: 1,
      cells: [],
    })
    const phone = '0549876543'
    const seated = await host.call<Guest>(
      'POST',
      '/api/guests',
      guest({ mapId: made.body.id, col: 1, phone, name: 'אורח מחו״ל' }),
    )
    expect(seated.status).toBe(201)
    expect(seated.body.phone).toBe(phone)
    const call = await send(env.base, null, 'POST', `/api/ivr/json/${env.ivrSecret}`, {
      callId: `guest-${Date.now()}`,
      phone,
    })
    expect(call.body).toEqual({ say: callTexts.unknownCaller, hangup: true })
  })
})
