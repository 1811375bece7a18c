import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { joinTestMember, type TestMember } from '@seats/auth/testing'
import {
  describeChange,
  type ActivityEntry,
  type Household,
  type Person,
  type Report,
  type Season,
  type SeasonPayment,
  type SeatMap,
} from '@seats/contracts'
import {
  COMING_SHABBAT,
  reminderSettingInput,
  send,
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
  nextEvent,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let owner: TestAccount
let warden: TestMember
let viewer: TestMember
let stranger: TestAccount
let moshe: Person
let sarah: Person

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  owner = await env.registerAccount()
  stranger = await env.registerAccount()
  warden = await joinTestMember(env.seating.auth, owner, 'warden')
  viewer = await joinTestMember(env.seating.auth, owner, 'viewer')
  moshe = await owner.addPerson('משה', 'כהן', '0501111111')
  sarah = await owner.addPerson('שרה', 'לוי', '0501111112')
  // Their lines arrive through the event stream: on a busy machine, after the first test starts listening.
  await vi.waitFor(async () => expect(await activity(owner.token)).toHaveLength(2), { timeout: 10_000 })
})
afterAll(() => env?.close())

const activity = async (token: string, query = '') =>
  (await send<ActivityEntry[]>(env.base, token, 'GET', `/api/activity${query}`)).body

describe("the synagogue's activity list", () => {
  it('names the warden who entered a report and who cancelled it, live on the owner’s screen', async () => {
    const ownerScreen = await env.connect(owner.token)
    const told = nextEvent(ownerScreen, 'changeRecorded')
    const made = await send<Report>(env.base, warden.token, 'POST', '/api/reports', {
      personId: moshe.id,
      date: COMING_SHABBAT,
      source: 'warden',
    })
    expect(made.status).toBe(201)
    const live = await told
    expect(live).toMatchObject({ action: 'report.create', memberId: warden.id })
    expect(describeChange(live)).toMatch(/^חבר צוות \w+ רשם שמשה כהן לא יגיע לשבת פרשת /)

    expect((await send(env.base, owner.token, 'DELETE', `/api/reports/${made.body.id}`)).status).toBe(204)
    const [cancelled, entered] = await activity(viewer.token)
    expect(cancelled).toMatchObject({ action: 'report.delete', memberId: owner.id })
    expect(describeChange(cancelled!)).toMatch(/ ביטל את הדיווח של משה כהן לשבת פרשת /)
    expect(entered).toMatchObject({ id: live.id, memberName: live.memberName })
    ownerScreen.disconnect()
  })

  it('names the warden who moved a report to another worshipper, and records nothing for a move to the same', async () => {
    const made = await send<Report>(env.base, owner.token, 'POST', '/api/reports', {
      personId: sarah.id,
      date: COMING_SHABBAT,
      source: 'warden',
    })
    expect(made.status).toBe(201)
    const moved = await send<Report>(env.base, warden.token, 'PUT', `/api/reports/${made.body.id}`, {
      personId: moshe.id,
      date: COMING_SHABBAT,
      source: 'warden',
    })
    expect(moved.status).toBe(200)
    const subject = `?subject=report:${made.body.id}`
    const [line] = await activity(owner.token, subject)
    expect(line).toMatchObject({ action: 'report.update', memberId: warden.id })
    expect(describeChange(line!)).toMatch(/ שינה את הדיווח של משה כהן: לא יגיע לשבת פרשת /)

    const again = await send(env.base, warden.token, 'PUT', `/api/reports/${made.body.id}`, {
      personId: moshe.id,
      date: COMING_SHABBAT,
      source: 'warden',
    })
    expect(again.status).toBe(200)
    expect(await activity(owner.token, subject)).toHaveLength(2)
    const wardens = await activity(owner.token, `?member=${warden.id}`)
    expect(wardens.length).toBeGreaterThan(0)
    expect(wardens.every((entry) => entry.memberId === warden.id)).toBe(true)
    expect((await activity(owner.token, `?member=${owner.id}`)).map((e) => e.id)).toContain(
      (await activity(owner.token, subject))[1]!.id,
    )
    expect((await send(env.base, owner.token, 'DELETE', `/api/reports/${made.body.id}`)).status).toBe(204)
  })

  it('records nothing for a refused change, and a viewer reads the list but changes nothing', async () => {
    const before = await activity(owner.token)
    const refused = await send(env.base, viewer.token, 'POST', '/api/reports', {
      personId: sarah.id,
      date: COMING_SHABBAT,
    })
    expect(refused.status).toBe(403)
    const notOurs = await send(env.base, warden.token, 'POST', '/api/reports', {
      personId: 999_999_999,
      date: COMING_SHABBAT,
    })
    expect(notOurs.status).toBe(404)
    expect(await activity(owner.token)).toEqual(before)
  })

  it('names who changed the reminder settings', async () => {
    const saved = await send(env.base, warden.token, 'PUT', '/api/reminders', reminderSettingInput())
    expect(saved.status).toBe(200)
    const [last] = await activity(owner.token, '?subject=reminders')
    expect(last).toMatchObject({ action: 'reminders.update', memberId: warden.id })
    expect(describeChange(last!)).toMatch(/ עדכן את הגדרות התזכורות$/)
  })

  it('keeps a change delivered twice once, and erases a deleted worshipper’s name from it', async () => {
    const event = {
      type: 'change.recorded' as const,
      accountId: owner.id,
      key: `seat-${Date.now()}`,
      at: TEST_NOW.toISOString(),
      change: {
        memberId: warden.id,
        memberName: 'ראובן',
        action: 'seat.move' as const,
        subject: 'seat:7:3:5',
        details: { personId: sarah.id, personName: 'שרה לוי', seat: 'שורה ג, מושב 5' },
      },
    }
    await env.publish(event)
    await env.publish(event)
    await expect.poll(async () => (await activity(owner.token, '?subject=seat:7:3:5')).length).toBe(1)
    const [seat] = await activity(owner.token, '?subject=seat:7:3:5')
    expect(describeChange(seat!)).toBe('ראובן העביר את שרה לוי לשורה ג, מושב 5')

    await env.publish({ type: 'person.deleted', accountId: owner.id, personIds: [sarah.id] })
    await expect
      .poll(async () => describeChange((await activity(owner.token, '?subject=seat:7:3:5'))[0]!))
      .toBe('ראובן העביר את מתפלל שנמחק לשורה ג, מושב 5')
  })

  it("names the warden who made the season's households and payments, and forgets a deleted household's name", async () => {
    const inSeating = <T>(method: string, path: string, body?: unknown) =>
      send<T>(env.seating.base, warden.token, method, path, body)
    const household = await inSeating<Household>('POST', '/api/households', {
      name: 'משפחת כהן',
      phone: '0501111111',
      memberIds: [moshe.id],
    })
    expect(household.status).toBe(201)
    const map = await inSeating<SeatMap>('POST', '/api/maps', { name: 'אולם', rows: 2, cols: 3 })
    const season = await inSeating<Season>('POST', '/api/seasons', {
      name: 'ימים נוראים',
      sourceMapId: map.body.id,
      dates: [{ date: '2027-10-02', name: 'ראש השנה' }],
    })
    expect(season.status).toBe(201)
    const paid = await inSeating<SeasonPayment>('POST', `/api/seasons/${season.body.id}/payments`, {
      householdId: household.body.id,
      amount: 300,
      method: 'cheque',
      paidOn: '2027-09-01',
    })
    expect(paid.status).toBe(201)

    const seasonLines = async () =>
      (await activity(owner.token, `?subject=season:${season.body.id}`)).map((e) => [
        e.memberId,
        describeChange(e),
      ])
    await expect.poll(seasonLines).toEqual([
      [warden.id, expect.stringMatching(/^חבר צוות \w+ רשם תשלום של ₪300 ממשפחת כהן בעונה ימים נוראים$/)],
      [warden.id, expect.stringMatching(/^חבר צוות \w+ יצר את העונה ימים נוראים$/)],
    ])
    const householdLine = async () =>
      (await activity(owner.token, `?subject=household:${household.body.id}`)).map((e) => describeChange(e))
    expect(await householdLine()).toEqual([
      expect.stringMatching(/^חבר צוות \w+ הוסיף את משפחת כהן לרשימת המשפחות$/),
    ])
    expect(JSON.stringify(await activity(stranger.token))).not.toMatch(/משפחת כהן|ימים נוראים/)

    // As a deleted worshipper's: the household's name goes from every line, the deletion's too.
    expect((await inSeating('DELETE', `/api/households/${household.body.id}`)).status).toBe(204)
    await expect
      .poll(householdLine)
      .toEqual([
        expect.stringMatching(/^חבר צוות \w+ מחק משפחה מרשימת המשפחות$/),
        expect.stringMatching(/^חבר צוות \w+ הוסיף את משפחה שנמחקה לרשימת המשפחות$/),
      ])
    expect((await seasonLines())[0]?.[1]).toMatch(/ רשם תשלום של ₪300 ממשפחה שנמחקה בעונה ימים נוראים$/)
    expect(JSON.stringify(await activity(owner.token))).not.toMatch(/משפחת כהן/)
  })

  it('shows each synagogue only its own lines, pages back by id, and refuses a bad subject in Hebrew', async () => {
    expect(await activity(stranger.token)).toEqual([])
    const all = await activity(owner.token)
    expect(all.length).toBeGreaterThanOrEqual(3)
    const older = await activity(owner.token, `?before=${all[0]!.id}&limit=1`)
    expect(older).toEqual([all[1]])
    const bad = await send<{ fields?: Array<{ field: string; message: string }> }>(
      env.base,
      owner.token,
      'GET',
      "/api/activity?subject=person:1'--",
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.[0]?.field).toBe('subject')
    expect(bad.body.fields?.[0]?.message).toMatch(/[א-ת]/)
    expect((await send(env.base, null, 'GET', '/api/activity')).status).toBe(401)
  })
})
