import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Household,
  Person,
  SeasonLinksSent,
  SeasonRequestPage,
  SeasonRequestsOverview,
} from '@seats/contracts'
import { send } from '@seats/kit/testing'
import { linkMailedTo, seasonSynagogue } from '../../testing/season-fixture'
import { startSeating, type SeatingTestEnv } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

type Refusal = { error: string; message: string; fields?: Array<{ field: string }> }

const page = (token: string) =>
  send<SeasonRequestPage & Refusal>(env.base, '', 'GET', `/api/season-requests/${token}`)
const answer = (token: string, body: unknown) =>
  send<SeasonRequestPage & Refusal>(env.base, '', 'PUT', `/api/season-requests/${token}`, body)

describe("a season's seat requests", () => {
  it('a household gets its link by email, sees only its own first names and answers; the warden sees the totals', async () => {
    const a = await env.registerAccount()
    const { father, daughter, men, women, levi, season } = await seasonSynagogue(a)
    const sent = await a.call<SeasonLinksSent>('POST', `/api/seasons/${season.id}/links`, { all: true })
    expect(sent.body).toEqual({ sent: 1, failed: 0, noContact: 0 })

    const token = await linkMailedTo(env, 'levi@example.com')
    const opened = await page(token)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('no-store')
    expect(opened.body).toMatchObject({
      seasonName: 'ימים נוראים',
      state: 'open',
      householdName: 'משפחת לוי',
      members: [
        { personId: father.id, firstName: 'משה', female: false },
        { personId: daughter.id, firstName: 'רחל', female: true },
      ],
      areas: [
        { id: men, name: 'עזרת גברים' },
        { id: women, name: 'עזרת נשים' },
      ],
      hadSeatsLastSeason: false,
      request: null,
    })
    // A page of the household's own: no phone, no last name, nobody else.
    expect(JSON.stringify(opened.body)).not.toContain('0523100001')

    const saved = await answer(token, {
      attending: [
        { personId: father.id, areaId: men },
        { personId: daughter.id, areaId: women },
      ],
      nearArk: true,
      note: 'אבא מתקשה במדרגות',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.request).toMatchObject({ together: true, nearArk: true, note: 'אבא מתקשה במדרגות' })

    const overview = (await a.call<SeasonRequestsOverview>('GET', `/api/seasons/${season.id}/requests`)).body
    expect(overview.state).toBe('open')
    expect(overview.households).toEqual([
      expect.objectContaining({
        householdId: levi.id,
        name: 'משפחת לוי',
        members: 2,
        request: saved.body.request,
      }),
    ])
    expect(overview.anywhere).toBe(0)
    expect(overview.areas).toEqual([
      { areaId: men, name: 'עזרת גברים', seats: 32, requested: 1 },
      { areaId: women, name: 'עזרת נשים', seats: 16, requested: 1 },
    ])
  })

  it('sends once on a double click; refuses a tampered link, a stranger to the household and an answer after closing', async () => {
    const a = await env.registerAccount()
    const { father, men, levi, season } = await seasonSynagogue(a)
    await a.call('POST', `/api/seasons/${season.id}/links`, { householdId: levi.id })
    const first = await linkMailedTo(env, 'levi@example.com')
    const again = await a.call('POST', `/api/seasons/${season.id}/links`, { householdId: levi.id })
    expect(again.status).toBe(429)
    expect(await linkMailedTo(env, 'levi@example.com')).toBe(first)
    const tampered = `${first.slice(0, 30)}${first[30] === 'A' ? 'B' : 'A'}${first.slice(31)}`
    expect((await page(tampered)).status).toBe(404)

    // Another account's worshipper cannot be slipped into this household's answer.
    const b = await env.registerAccount()
    const stranger = await b.add<Person>('/api/persons', {
      firstName: 'זר',
      lastName: 'זר',
      phone: '0523100009',
    })
    const slipped = await answer(first, { attending: [{ personId: stranger.id, areaId: men }] })
    expect(slipped.status).toBe(400)
    expect(slipped.body.fields?.map((f) => f.field)).toEqual(['attending'])

    const closed = await a.call('PUT', `/api/seasons/${season.id}/requests-state`, { state: 'closed' })
    expect(closed.status).toBe(200)
    const late = await answer(first, { attending: [{ personId: father.id, areaId: men }] })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('הגבאי סגר את הבקשות לעונה זו. לשינוי יש לפנות לגבאי')
    expect((await page(first)).body.state).toBe('closed')
    // Closed: no link goes out either.
    expect((await a.call('POST', `/api/seasons/${season.id}/links`, { all: true })).status).toBe(409)
  })

  it('reminds, with a fresh link, only the households that got one and did not answer; a double click reminds once', async () => {
    const a = await env.registerAccount()
    const { father, men, season } = await seasonSynagogue(a)
    await a.add<Household>('/api/households', {
      name: 'משפחת כהן',
      email: 'cohen@example.com',
      memberIds: [],
    })
    const links = (body: unknown) => a.call<SeasonLinksSent>('POST', `/api/seasons/${season.id}/links`, body)
    expect((await links({ all: true })).body).toMatchObject({ sent: 2 })
    const leviFirst = await linkMailedTo(env, 'levi@example.com')
    const cohenFirst = await linkMailedTo(env, 'cohen@example.com')
    expect((await answer(cohenFirst, { attending: [] })).status).toBe(200)
    // A household added after the links went out has none to be reminded of: 'send to all' is its way.
    await a.add<Household>('/api/households', {
      name: 'משפחת מזרחי',
      email: 'mizrahi@example.com',
      memberIds: [],
    })

    // Both clicks land together; one of them reminds the Levis, the other finds them just reminded.
    const [one, two] = await Promise.all([links({ unanswered: true }), links({ unanswered: true })])
    expect([one.status, two.status]).toEqual([200, 200])
    expect(one.body.sent + two.body.sent).toBe(1)
    const leviAgain = await linkMailedTo(env, 'levi@example.com')
    expect(leviAgain).not.toBe(leviFirst)
    await expect(linkMailedTo(env, 'mizrahi@example.com')).rejects.toThrow()

    // The reminder's link is the one that opens now.
    expect((await page(leviFirst)).status).toBe(404)
    const answered = await answer(leviAgain, { attending: [{ personId: father.id, areaId: men }] })
    expect(answered.status).toBe(200)
    // The Cohens' link and answer stand: a reminder never touches a household that answered.
    expect((await page(cohenFirst)).body.request).toMatchObject({ attending: [] })
  })

  it("another account reaches none of a season's requests, links or totals", async () => {
    const a = await env.registerAccount()
    const { levi, season } = await seasonSynagogue(a)
    const b = await env.registerAccount()
    expect((await b.call('GET', `/api/seasons/${season.id}/requests`)).status).toBe(404)
    expect(
      (await b.call('PUT', `/api/seasons/${season.id}/requests-state`, { state: 'closed' })).status,
    ).toBe(404)
    const links = await b.call('POST', `/api/seasons/${season.id}/links`, { householdId: levi.id })
    expect(links.status).toBe(404)
    expect(
      (await a.call<SeasonRequestsOverview>('GET', `/api/seasons/${season.id}/requests`)).body.state,
    ).toBe('draft')
  })
})
