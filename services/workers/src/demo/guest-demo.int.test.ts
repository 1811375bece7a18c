import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DateReports, Lead, LoginResponse, Person, SeatMap } from '@seats/contracts'
import { comingShabbat } from '@seats/reporting/testing'
import { send, startDemoSystem, type DemoSystem } from '../testing/demo-system'

// POST /api/auth/guest-demo against the real auth, seating, reporting and leads services.
let sys: DemoSystem

beforeAll(async () => {
  sys = await startDemoSystem()
})
afterAll(() => sys?.close())

const seating = <T>(token: string, path: string) => send<T>(sys.seatingBase, token, 'GET', path)

async function leadsOf(phone: string): Promise<Lead[]> {
  const admin = await sys.leads.registerAdmin()
  return (await admin.call<Lead[]>('GET', `/api/leads?q=${phone}`)).body
}

describe('guest demo', () => {
  it('gives a visitor a guest account with a seeded synagogue they sit in, phone reports for Shabbat and a demo lead', async () => {
    const res = await sys.startDemo('  ישראל ישראלי ', '054-765-4321')
    expect(res.status).toBe(201)
    expect(res.headers.get('set-cookie')).toMatch(/^seats_rt=/)
    const { user, accessToken, mapId } = res.body
    expect(user).toMatchObject({
      contactName: 'ישראל ישראלי',
      phone: '0547654321',
      email: null,
      isGuest: true,
      isDemoGuest: true,
      isNew: true,
    })

    const map = await seating<SeatMap>(accessToken, `/api/maps/${mapId}`)
    expect(map.status).toBe(200)
    expect(map.body.elements.map((e) => e.kind)).toEqual(['ark', 'bimah'])
    const seated = map.body.cells.flatMap((c) => c.people)
    expect(seated).toHaveLength(81)
    const persons = (await seating<Person[]>(accessToken, '/api/persons')).body
    const me = persons.find((p) => p.phone === '0547654321')
    expect(me).toMatchObject({ firstName: 'ישראל', lastName: 'ישראלי' })
    expect(seated.map((p) => p.id)).toContain(me?.id)

    const shabbat = comingShabbat()
    const reports = (
      await send<DateReports>(sys.reporting.base, accessToken, 'GET', `/api/reports/date/${shabbat}`)
    ).body.reports
    expect(reports).toHaveLength(5)
    expect(reports.every((r) => r.source === 'phone' && r.personId !== me?.id)).toBe(true)

    expect(await leadsOf('0547654321')).toMatchObject([
      { name: 'ישראל ישראלי', source: 'הדגמה', status: 'new' },
    ])
  })

  it("keeps each demo's synagogue to its own account", async () => {
    const first = (await sys.startDemo('משה', '0521111111')).body
    const second = (await sys.startDemo('אהרן', '0522222222')).body
    expect(first.mapId).not.toBe(second.mapId)
    expect((await seating(second.accessToken, `/api/maps/${first.mapId}`)).status).toBe(404)
    expect((await seating(first.accessToken, `/api/maps/${first.mapId}`)).status).toBe(200)
  })

  it('upgrading the demo guest keeps the same map and worshippers and marks the lead user_created', async () => {
    const demo = (await sys.startDemo('דוד המלך', '0533333333')).body
    const before = (await seating<SeatMap>(demo.accessToken, `/api/maps/${demo.mapId}`)).body
    const up = await send<LoginResponse>(sys.auth.base, demo.accessToken, 'POST', '/api/auth/upgrade-guest', {
      email: 'david@shul.example',
      password: 'a-long-password',
      contactName: 'דוד המלך',
      synagogueName: 'היכל דוד',
      phone: '0533333333',
      hasCompletedDemo: true,
    })
    expect(up.status).toBe(200)
    expect(up.body.user).toMatchObject({
      id: demo.user.id,
      isGuest: false,
      isDemoGuest: false,
      hasCompletedDemo: true,
      isNew: true,
    })
    const after = await seating<SeatMap>(up.body.accessToken, `/api/maps/${demo.mapId}`)
    expect(after.status).toBe(200)
    expect(after.body.cells).toEqual(before.cells)
    expect(await leadsOf('0533333333')).toMatchObject([{ source: 'הדגמה', status: 'user_created' }])
  })

  it('marks a contact-form lead user_created when that visitor registers', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.77' }
    const form = await send(
      sys.leads.base,
      null,
      'POST',
      '/api/leads',
      { name: 'שרה', phone: '0544444444', email: 'sarah@shul.example' },
      visitor,
    )
    expect(form.status).toBe(201)
    const reg = await send(sys.auth.base, null, 'POST', '/api/auth/register', {
      email: 'Sarah@shul.example',
      password: 'a-long-password',
      contactName: 'שרה',
      phone: '0549999999',
    })
    expect(reg.status).toBe(201)
    expect(await leadsOf('0544444444')).toMatchObject([
      { email: 'sarah@shul.example', status: 'user_created' },
    ])
  })
})
