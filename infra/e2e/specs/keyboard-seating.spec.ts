import { expect, test, type Page } from '@playwright/test'
import { registerViaApi } from '../support/accounts.js'
import { tabTo } from '../support/keyboard.js'
import { api, apiToken, type DateOption, type MapCell, type Person } from '../support/api.js'
import { uniquePhone } from '../support/phone-line.js'

/**
 * A warden who cannot use a mouse seats a worshipper and reads the map with the keyboard alone: no mouse,
 * pointer or touch event reaches the page from sign-in to the end (the page counts them).
 */

/** Counts every pointer-ish event the page receives, from its very first script on. */
async function countPointerEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { pointerEvents: string[] }
    w.pointerEvents = []
    for (const type of ['pointerdown', 'mousedown', 'click', 'touchstart', 'wheel'])
      window.addEventListener(
        type,
        (e) => {
          // A click the keyboard made (Enter on a link or button) has no pointer: detail 0.
          if (type === 'click' && (e as MouseEvent).detail === 0) return
          w.pointerEvents.push(type)
        },
        { capture: true },
      )
  })
}

const pointerEventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents)

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
  })

/** The text a reader hears for the active descendant of the focused grid or listbox. */
const activeOf = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant')
    const el = id ? document.getElementById(id) : null
    return el?.getAttribute('aria-label') ?? el?.textContent ?? ''
  })

/** Down the focused list until its active option starts with `name` (the list is short). */
async function arrowTo(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Home')
  for (let i = 0; i < 5 && !(await activeOf(page)).startsWith(name); i++)
    await page.keyboard.press('ArrowDown')
  expect(await activeOf(page)).toMatch(new RegExp(`^${name}`))
}

test('a warden seats a worshipper and reads the map with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(90_000)
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אליהו', lastName: 'הנוסע', phone: uniquePhone() },
    { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    { firstName: 'משה', lastName: 'כהן', phone: uniquePhone() },
  ])
  const [traveller, david] = created as [Person, Person, Person]
  // The traveller holds row א's first seat and is away this Shabbat.
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 4,
    cols: 6,
    cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: traveller.id }] }],
  })
  const shabbat = await api<DateOption>(request, token, 'GET', '/reports/date')
  await api(request, token, 'POST', '/reports', {
    personId: traveller.id,
    date: shabbat.date,
    eventId: shabbat.eventId,
    source: 'warden',
  })

  await countPointerEvents(page)
  await page.goto('/login')
  await page.getByLabel('אימייל').fill(account.email)
  await page.getByLabel('סיסמה').fill(account.password)
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto(`/map/${map.id}`)
  const grid = page.getByRole('grid', { name: 'מפת המושבים אולם ראשי' })
  await expect(grid).toBeVisible()
  const list = page.getByRole('listbox', { name: 'מתפללים' })
  await expect(list.getByRole('option')).toHaveCount(3)

  // From the top of the page to the map in four presses: skip the top bar, then skip to the map.
  await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('דלג לתוכן העיקרי')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('דלג למפה')
  await page.keyboard.press('Enter')
  await expect(grid).toBeFocused()
  // The first seat: who sits there and that he is away this Shabbat.
  expect(await activeOf(page)).toBe(`שורה א, מושב 1: אליהו הנוסע, התפנה ל${shabbat.name}`)

  // The worshippers list: one Tab stop, the arrows move, Enter picks and hands the keyboard to the map.
  await tabTo(page, page.getByRole('link', { name: 'דלג לרשימת המתפללים' }), { back: true })
  await page.keyboard.press('Enter')
  await expect(list).toBeFocused()
  await arrowTo(page, 'דוד לוי')
  expect(await activeOf(page)).toMatch(/^דוד לוי ?, .*ללא מקום/)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'בחרו מושב עבור דוד לוי' })).toBeVisible()
  await expect(grid).toBeFocused()
  // The map starts at the first free seat; the next one toward the row's end is the left arrow.
  expect(await activeOf(page)).toBe('שורה א, מושב 2: ריק')
  await page.keyboard.press('ArrowLeft')
  expect(await activeOf(page)).toBe('שורה א, מושב 3: ריק')
  await page.keyboard.press('Enter')
  await expect(page.locator('.bp6-toast').filter({ hasText: 'דוד לוי' })).toBeVisible()
  expect(await activeOf(page)).toBe('שורה א, מושב 3: דוד לוי')
  await expect(page.getByRole('status').filter({ hasText: 'בחרו מושב' })).toHaveCount(0)

  // What a screen reader is given for the map and the list.
  await expect(grid).toMatchAriaSnapshot(`
    - grid "מפת המושבים אולם ראשי":
      - row:
        - gridcell /שורה א, מושב 3. דוד לוי/
  `)
  await expect(list).toMatchAriaSnapshot(`
    - listbox "מתפללים":
      - option /אליהו הנוסע ?, [\\d-]+ ?, יושב ב. א 1/
      - option /משה כהן ?, [\\d-]+ ?, ללא מקום/
      - option /דוד לוי ?, [\\d-]+ ?, יושב ב. א 3/
  `)

  // Escape lets a pick go; the seat stays as it was.
  await tabTo(page, page.getByRole('link', { name: 'דלג לרשימת המתפללים' }), { back: true })
  await page.keyboard.press('Enter')
  await expect(list).toBeFocused()
  await arrowTo(page, 'משה כהן')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'בחרו מושב עבור משה כהן' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('status').filter({ hasText: 'בחרו מושב' })).toHaveCount(0)

  // Saved: the service has David in row א, seat 3 (column 3).
  await expect
    .poll(async () => {
      const saved = await api<{ cells: MapCell[] }>(request, token, 'GET', `/maps/${map.id}`)
      return saved.cells.filter((c) => c.people.some((p) => p.id === david.id)).map((c) => [c.row, c.col])
    })
    .toEqual([[1, 3]])
  expect(await pointerEventsOf(page)).toEqual([])
})
