import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinTestMember, type TestMember } from '@seats/auth/testing'
import type { Guest, LobbyPage, LobbyScreen, LobbyScreenCreated, Person, SeatMap } from '@seats/contracts'
import type { Socket } from 'socket.io-client'
import {
  COMING_SHABBAT,
  nextEvent,
  send,
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let owner: TestAccount
let stranger: TestAccount
let viewer: TestMember
let moshe: Person
let aharon: Person
let hall: SeatMap
let strangersHall: SeatMap

interface Refusal {
  error: string
  message?: string
}

/**
 * 'אהל משה', hall 'עזרת גברים' of one row: seat 1 Moshe's, seat 2 Aharon's, seat 3 nobody's, and an aisle
 * at column 4 (so three seats in all).
 */
beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  owner = await env.registerAccount()
  stranger = await env.registerAccount()
  await env.nameSynagogue(owner.id, 'אהל משה')
  viewer = await joinTestMember(env.seating.auth, owner, 'viewer')
  moshe = await owner.addPerson('משה', 'כהן', '0521234567')
  aharon = await owner.addPerson('אהרן', 'לוי', '0527654321')
  const made = await owner.seating<SeatMap>('POST', '/api/maps', {
    name: 'עזרת גברים',
    rows: 1,
    cols: 4,
    cells: [
      { row: 1, col: 1, people: [{ id: moshe.id }] },
      { row: 1, col: 2, people: [{ id: aharon.id }] },
      { row: 1, col: 4, kind: 'aisle', people: [] },
    ],
  })
  expect(made.status).toBe(201)
  hall = made.body
  strangersHall = (await stranger.seating<SeatMap>('POST', '/api/maps', { name: 'אולם', rows: 1, cols: 2 }))
    .body
})
afterAll(() => env?.close())

const page = (token: string) => send<LobbyPage & Refusal>(env.base, null, 'GET', `/api/lobby/${token}`)
const tokenOf = (url: string) => /\/lobby\/([A-Za-z0-9_-]+)$/.exec(url)?.[1] ?? ''
const freeLabels = (p: LobbyPage) => p.cells.filter((c) => c.free).map((c) => c.label)

async function newScreen(mapId = hall.id): Promise<string> {
  const made = await owner.call<LobbyScreenCreated>('POST', '/api/lobby-screens', { mapId })
  expect(made.status).toBe(201)
  expect(made.body.url).toMatch(/^http:\/\/app\.test\/lobby\/[A-Za-z0-9_-]{44}$/)
  return tokenOf(made.body.url)
}

describe('a lobby screen', () => {
  it("shows the coming Shabbat's free seats with no one's name, and a report frees its seat", async () => {
    const token = await newScreen()
    const before = await page(token)
    expect(before.status).toBe(200)
    expect(before.headers.get('cache-control')).toBe('no-store')
    expect(before.body).toMatchObject({
      synagogue: 'אהל משה',
      mapName: 'עזרת גברים',
      date: { date: COMING_SHABBAT },
      rows: 1,
      cols: 4,
      freeCount: 1,
    })
    expect(before.body.date.name).toContain('פרשת')
    expect(freeLabels(before.body)).toEqual(['3'])
    expect(before.body.cells.map((c) => c.kind)).toEqual(['seat', 'seat', 'seat', 'aisle'])
    // Beside the synagogue's own name ('אהל משה'), nothing names or reaches a worshipper.
    const { synagogue: _synagogue, ...rest } = before.body
    const raw = JSON.stringify(rest)
    for (const word of ['משה', 'כהן', 'אהרן', 'לוי', '052']) expect(raw, word).not.toContain(word)
    expect(raw).not.toMatch(/"(id|people|personId|phone)"/)

    const report = await owner.call('POST', '/api/reports', {
      personId: moshe.id,
      date: COMING_SHABBAT,
      eventId: null,
      source: 'warden',
    })
    expect(report.status).toBe(201)
    const after = (await page(token)).body
    expect(freeLabels(after)).toEqual(['1', '3'])
    expect(after.freeCount).toBe(2)
  })

  it('counts a seat lent to a guest as taken', async () => {
    const token = await newScreen()
    const lent = await send<Guest>(env.base, owner.token, 'POST', '/api/guests', {
      mapId: hall.id,
      row: 1,
      col: 3,
      date: COMING_SHABBAT,
      name: 'יעקב האורח',
    })
    expect(lent.status).toBe(201)
    const shown = (await page(token)).body
    expect(shown.cells.find((c) => c.col === 3)?.free).toBe(false)
    expect(JSON.stringify(shown)).not.toContain('יעקב')
    await send(env.base, owner.token, 'DELETE', `/api/guests/${lent.body.id}`)
  })

  it('tells a screen connected by its link that the page changed, and nothing of the report itself', async () => {
    const token = await newScreen()
    const screen: Socket = await env.connect({ lobby: token })
    const heard: unknown[][] = []
    screen.onAny((...args) => heard.push(args))
    const changed = nextEvent(screen, 'lobbyChanged')
    await owner.call('POST', '/api/reports', {
      personId: aharon.id,
      date: COMING_SHABBAT,
      eventId: null,
      source: 'warden',
    })
    await changed
    expect(heard.map(([event]) => event)).not.toContain('createReport')
    expect(heard.every((args) => args.length === 1)).toBe(true)
  })

  it('a new link, or a revoked one, closes the screens of the old link and it opens nothing more', async () => {
    const old = await newScreen()
    const screen = await env.connect({ lobby: old })
    const closed = new Promise((resolve) => screen.once('disconnect', resolve))
    const fresh = await newScreen()
    await closed
    expect((await page(old)).status).toBe(404)
    expect((await page(old)).body.message).toContain('מסך הכניסה')
    await expect(env.connect({ lobby: old })).rejects.toThrow(/^unauthorized$/)
    expect((await page(fresh)).status).toBe(200)

    const listed = await owner.call<LobbyScreen[]>('GET', '/api/lobby-screens')
    expect(listed.body.map((s) => s.mapId)).toEqual([hall.id])
    expect(listed.body[0]?.lastSeenAt).not.toBeNull()
    expect(JSON.stringify(listed.body)).not.toContain(fresh)

    expect((await owner.call('DELETE', `/api/lobby-screens/${hall.id}`)).status).toBe(204)
    expect((await page(fresh)).status).toBe(404)
    expect((await owner.call<LobbyScreen[]>('GET', '/api/lobby-screens')).body).toEqual([])
  })
})

describe('who may make a lobby link, and what a link opens', () => {
  it("refuses another synagogue's map, a viewer, and a stranger with no account", async () => {
    const foreign = await owner.call<Refusal>('POST', '/api/lobby-screens', { mapId: strangersHall.id })
    expect(foreign.status).toBe(404)
    expect(foreign.body.error).toBe('map_not_found')
    const asViewer = await send<Refusal>(env.base, viewer.token, 'POST', '/api/lobby-screens', {
      mapId: hall.id,
    })
    expect(asViewer.status).toBe(403)
    expect((await send(env.base, null, 'POST', '/api/lobby-screens', { mapId: hall.id })).status).toBe(401)
    expect((await send(env.base, viewer.token, 'GET', '/api/lobby-screens')).status).toBe(200)
  })

  it('a made-up or tampered token opens nothing and says so in Hebrew', async () => {
    const token = await newScreen()
    const tampered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`
    for (const bad of [tampered, 'x'.repeat(44), 'short']) {
      const answer = await page(bad)
      expect(answer.status, bad).toBe(404)
      expect(answer.body.error).toBe('lobby_link_invalid')
    }
    await expect(env.connect({ lobby: tampered })).rejects.toThrow(/^unauthorized$/)
  })

  it("the stranger's screen never hears this synagogue's reports", async () => {
    const made = await stranger.call<LobbyScreenCreated>('POST', '/api/lobby-screens', {
      mapId: strangersHall.id,
    })
    const theirs = await env.connect({ lobby: tokenOf(made.body.url) })
    const heard: unknown[] = []
    theirs.onAny((event) => heard.push(event))
    const ours = await env.connect({ lobby: await newScreen() })
    const changed = nextEvent(ours, 'lobbyChanged')
    // A worshipper changed in seating reaches the screen through seating's own emitter.
    const edited = await owner.seating('PUT', `/api/persons/${aharon.id}`, {
      firstName: 'אהרן',
      lastName: 'לוי',
      phone: '0527654321',
    })
    expect(edited.status).toBe(200)
    await changed
    expect(heard).toEqual([])
  })
})
