import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { adminAccount, newAccount, registerViaApi, type Account } from './accounts.js'
import { api, apiToken, type DateOption, type Person } from './api.js'
import { uniquePhone } from './phone-line.js'

/** A new warden with one map and nothing else: the account, an access token and the map's id. */
export async function wardenWithMap(
  request: APIRequestContext,
  map: { name: string; rows: number; cols: number },
): Promise<{ account: Account; token: string; map: { id: number } }> {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  return {
    account,
    token,
    map: await api<{ id: number }>(request, token, 'POST', '/maps', { ...map, cells: [] }),
  }
}

/**
 * A warden with worshippers (one with a long name), a map with a display, two elements (one pale) and an
 * area, an event nobody reported for, and reports that free three worshippers' seats for the coming date.
 */
export async function wardenWithData(request: APIRequestContext): Promise<Account> {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אליהו', lastName: 'הנוסע', phone: uniquePhone() },
    { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    { firstName: 'שמואל יצחק', lastName: 'בן־דוד רוזנברג', phone: uniquePhone() },
    { firstName: 'משה', lastName: 'כהן', phone: uniquePhone() },
    { firstName: 'יעקב', lastName: 'פרידמן', phone: uniquePhone() },
  ])
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 6,
    cols: 14,
    cells: created.slice(0, 4).map((p, i) => ({ row: 2, col: 3 + i, kind: 'seat', people: [{ id: p.id }] })),
  })
  await api(request, token, 'POST', '/maps', { name: 'עזרת נשים', rows: 4, cols: 10, cells: [] })
  await api(request, token, 'POST', '/displays', {
    mapId: map.id,
    name: 'צד שמאל של האולם',
    size: 'A3',
    orientation: 'landscape',
    colRange: [7, 14],
    rowRange: null,
  })
  await api(request, token, 'POST', '/elements', {
    mapId: map.id,
    name: 'ארון הקודש',
    kind: 'ark',
    row: 1,
    col: 6,
    rowSpan: 1,
    colSpan: 3,
    color: '#b45309',
  })
  // A pale colour a warden may pick: its name must still read on its plate, in light and dark.
  await api(request, token, 'POST', '/elements', {
    mapId: map.id,
    name: 'בימה',
    kind: 'bimah',
    row: 4,
    col: 6,
    rowSpan: 2,
    colSpan: 3,
    color: '#fde047',
  })
  await api(request, token, 'POST', '/areas', {
    mapId: map.id,
    name: 'עזרת גברים',
    rowRange: [1, 4],
    colRange: [1, 14],
  })
  const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
  await api(request, token, 'POST', '/events', { name: 'שמחת בית השואבה', date: soon, type: 'רגיל' })
  const option = await api<DateOption>(request, token, 'GET', '/reports/date')
  for (const person of created.slice(0, 3))
    await api(request, token, 'POST', '/reports', {
      personId: person.id,
      date: option.date,
      eventId: option.eventId,
      source: 'warden',
    })
  return account
}

/** A warden made by the administrator, and a lead with one logged call, for the admin's screens. */
export async function adminWithData(request: APIRequestContext): Promise<{ leadId: number }> {
  const token = await apiToken(request, adminAccount())
  const run = randomBytes(2).toString('hex')
  const warden = { ...newAccount(), contactName: `אברהם כהן ${run}` }
  await api(request, token, 'POST', '/users', {
    email: warden.email,
    password: warden.password,
    contactName: warden.contactName,
    synagogueName: 'אהל יצחק שבשכונת רמות',
    phone: uniquePhone(),
    isNew: false,
  })
  const lead = await request.post('/api/leads', {
    data: {
      name: 'מנחם רוזנברג',
      phone: uniquePhone(),
      email: `lead-${run}@example.com`,
      message: 'בית הכנסת שלנו מלא בשבתות',
    },
  })
  expect(lead.status(), await lead.text()).toBe(201)
  const { id: leadId } = (await lead.json()) as { id: number }
  await api(request, token, 'POST', '/communication', {
    leadId,
    type: 'call',
    content: 'התקשרתי לגבאי. ביקש לשמוע איך עובד הדיווח בטלפון ומה קורה כשמתפלל נוסע לשבת.',
  })

  return { leadId }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** A warden's screens (all but the map) and what each shows once ready, for wardenWithData's account. */
export const wardenScreens: Array<[string, (page: Page) => Promise<void>]> = [
  ['/maps', (p) => expect(p.getByText('עזרת נשים').first()).toBeVisible()],
  ['/persons', (p) => expect(p.getByText('רוזנברג').first()).toBeVisible()],
  ['/events', (p) => expect(p.getByText('שמחת בית השואבה').first()).toBeVisible()],
  ['/reports', (p) => expect(p.getByText('הנוסע').first()).toBeVisible()],
  ['/free-seats', (p) => expect(p.getByRole('region', { name: 'מי דיווח' })).toBeVisible()],
  ['/displays', (p) => expect(p.getByText('צד שמאל של האולם').first()).toBeVisible()],
  ['/elements', (p) => expect(p.getByText('ארון הקודש').first()).toBeVisible()],
  ['/areas', (p) => expect(p.getByText('עזרת גברים').first()).toBeVisible()],
  ['/reminders', (p) => expect(p.getByRole('heading', { name: 'הגדרת התזכורת' })).toBeVisible()],
  ['/subscription', (p) => expect(heading(p, 'מנוי')).toBeVisible()],
  ['/account', (p) => expect(p.getByRole('region', { name: 'פרטים אישיים' })).toBeVisible()],
  ['/activity', (p) => expect(p.getByRole('region', { name: 'השינויים האחרונים' })).toBeVisible()],
]
