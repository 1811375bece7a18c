import { expect, test } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { tabTo } from '../support/keyboard.js'
import { api, apiToken, type Person, type MapCell } from '../support/api.js'
import { phoneReport, phoneShabbat, uniquePhone } from '../support/phone-line.js'
import { expectFitsPhone, HELD_PHONE, PHONE_SCREEN, saveScreenshot } from '../support/screens.js'

const LIST_LINK = 'תצוגת רשימה'

/**
 * A hall of 3 rows of 5: column 3 of the first row an aisle, the ark over the last row's columns 4-5, the
 * front row a display of its own. Avraham and Sarah sit in front, Yitzhak in the middle.
 */
async function seededHall(request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const avrahamPhone = uniquePhone()
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'אברהם', lastName: 'כהן', phone: avrahamPhone },
    { firstName: 'שרה', lastName: 'לוי', phone: uniquePhone() },
    { firstName: 'יצחק', lastName: 'פרידמן', phone: uniquePhone() },
    { firstName: 'רבקה', lastName: 'מזרחי', phone: uniquePhone() },
  ])
  const id = (first: string) => created.find((p) => p.firstName === first)!.id
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 3,
    cols: 5,
    cells: [
      { row: 1, col: 3, kind: 'aisle', people: [] },
      { row: 1, col: 1, kind: 'seat', people: [{ id: id('אברהם') }] },
      { row: 1, col: 2, kind: 'seat', people: [{ id: id('שרה') }] },
      { row: 2, col: 1, kind: 'seat', people: [{ id: id('יצחק') }] },
    ],
  })
  await api(request, token, 'POST', '/displays', {
    mapId: map.id,
    name: 'שורה קדמית',
    size: 'A4',
    orientation: 'landscape',
    rowRange: [1, 1],
    colRange: null,
  })
  await api(request, token, 'POST', '/elements', {
    mapId: map.id,
    name: 'ארון הקודש',
    kind: 'ark',
    row: 3,
    col: 4,
    rowSpan: 1,
    colSpan: 2,
    color: '#b45309',
  })
  const date = phoneShabbat()
  return {
    account,
    token,
    mapId: map.id,
    avrahamPhone,
    rivka: id('רבקה'),
    query: date ? `?date=${date}` : '',
  }
}

test.describe('the seat list, the map for a screen reader', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('reached from the map by keyboard; a real table of every seat that follows reports live, filters and seats', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const { account, token, mapId, avrahamPhone, rivka, query } = await seededHall(request)
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${mapId}${query}`)
    await expect(page.getByRole('grid')).toBeVisible()

    // Keyboard only: the list is a few Tab presses into the map screen, right after the map's name.
    const link = page.getByRole('link', { name: LIST_LINK })
    await expect(link).toBeVisible()
    await saveScreenshot(page, 'seat-list-map-link')
    await page.locator('body').focus()
    const presses = await tabTo(page, link)
    console.log(`[figure] seat list: ${presses} Tab presses from the top of the map screen`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/map/${mapId}/list${query.replace('?', '\\?')}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'רשימת המושבים — אולם ראשי' })).toBeVisible()
    await expect(page).toHaveTitle('מקום פנוי | רשימת המושבים — אולם ראשי')

    // What a screen reader hears: the caption, the column headers, and a row per seat in walking order.
    // Nobody reported yet: the front row is taken, an empty seat is free, the ark's cells are no seats.
    const table = page.getByRole('table', { name: /מושבי אולם ראשי/ })
    const status = page.getByRole('status').filter({ hasText: /מושב/ })
    await expect(status).toHaveText('מוצגים כל 12 המושבים')
    await expect(table).toMatchAriaSnapshot(`
      - table /מושבי אולם ראשי — /:
        - caption: /מושבי אולם ראשי — /
        - rowgroup:
          - row:
            - columnheader "אזור"
            - columnheader "שורה"
            - columnheader "מושב"
            - columnheader "מתפללים"
            - columnheader "מצב בתאריך"
            - columnheader "פעולות"
        - rowgroup:
          - row:
            - cell "שורה קדמית"
            - cell "א"
            - cell "1"
            - cell "אברהם כהן"
            - cell "תפוס"
            - cell:
              - 'button "הושבה ופינוי: שורה א, מושב 1"'
          - row:
            - cell "שורה קדמית"
            - cell "א"
            - cell "2"
            - cell "שרה לוי"
            - cell "תפוס"
          - row:
            - cell "שורה קדמית"
            - cell "א"
            - cell "3"
            - cell "אין מתפללים"
            - cell "ריק"
          - row:
            - cell "אולם ראשי"
            - cell "ב"
            - cell "1"
            - cell "יצחק פרידמן"
            - cell "תפוס"
    `)
    await expect(table.getByRole('row')).toHaveCount(13)
    await expect(table.getByRole('row').last()).toHaveAccessibleName(/ג 3 אין מתפללים ריק/)

    // Avraham calls the phone line: his row turns vacated while the warden reads the list.
    expect((await phoneReport(request, avrahamPhone)).say.join(' ')).toContain('הדיווח נרשם בהצלחה')
    const avraham = table.getByRole('row', { name: /אברהם כהן/ })
    await expect(avraham.getByRole('cell', { name: 'התפנה' })).toBeVisible()

    // The filter is labelled, and the live region says how many seats are left.
    const search = page.getByRole('searchbox', { name: 'חיפוש לפי שם' })
    await search.focus()
    await page.keyboard.type('כהן')
    await expect(status).toHaveText('מוצג מושב אחד מתוך 12')
    await expect(table).toMatchAriaSnapshot(`
      - table:
        - rowgroup:
          - row:
            - cell "שורה קדמית"
            - cell "א"
            - cell "1"
            - cell "אברהם כהן"
            - cell "התפנה"
    `)
    await expect(table.getByRole('row')).toHaveCount(2)
    await search.fill('')
    await expect(status).toHaveText('מוצגים כל 12 המושבים')
    const onlyFree = page.getByRole('switch', { name: 'רק פנויים' })
    await onlyFree.focus()
    await page.keyboard.press('Space')
    await expect(onlyFree).toBeChecked()
    await expect(status).toHaveText('מוצגים 10 מושבים מתוך 12')
    await expect(table.getByRole('row', { name: /שרה לוי|יצחק פרידמן/ })).toHaveCount(0)
    await expect(avraham).toBeVisible()
    // The report's toast has had its three seconds before the pictures.
    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 10_000 })
    await saveScreenshot(page, 'seat-list-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await saveScreenshot(page, 'seat-list-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // Seating from the list, keyboard only: the seat's card opens on its search, Enter seats Rivka.
    const edit = table.getByRole('button', { name: 'הושבה ופינוי: שורה א, מושב 3' })
    await edit.focus()
    await page.keyboard.press('Enter')
    const card = page.getByRole('dialog', { name: 'שורה א, מושב 3' })
    await expect(card).toBeVisible()
    await expect(card.getByRole('textbox', { name: 'הוספת מתפלל למושב' })).toBeFocused()
    await page.keyboard.type('רבקה')
    await expect(card.getByRole('option', { name: /רבקה מזרחי/ })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(card.getByText('רבקה מזרחי')).toBeVisible()
    await saveScreenshot(page, 'seat-list-card-light')
    await page.keyboard.press('Escape')
    await expect(card).toBeHidden()
    // Taken now, so "only free" left her seat out: the focus lands on the count, which says so.
    await expect(status).toHaveText('מוצגים 9 מושבים מתוך 12')
    await expect(status).toBeFocused()
    // A seat still shown gets the focus back on its own button.
    const avrahamEdit = avraham.getByRole('button', { name: 'הושבה ופינוי: שורה א, מושב 1' })
    await avrahamEdit.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'שורה א, מושב 1' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'שורה א, מושב 1' })).toBeHidden()
    await expect(avrahamEdit).toBeFocused()
    await onlyFree.focus()
    await page.keyboard.press('Space')
    await expect(
      table.getByRole('row', { name: /רבקה מזרחי/ }).getByRole('cell', { name: 'תפוס' }),
    ).toBeVisible()
    await expect
      .poll(async () => {
        const saved = await api<{ cells: MapCell[] }>(request, token, 'GET', `/maps/${mapId}`)
        return saved.cells.find((c) => c.row === 1 && c.col === 4)?.people.map((p) => p.id) ?? []
      })
      .toEqual([rivka])

    // Back to the map on the same date, by keyboard.
    const back = page.getByRole('link', { name: 'חזרה למפה' })
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/map/${mapId}${query.replace('?', '\\?')}$`))
    await expect(page.getByRole('grid')).toBeVisible()
  })
})

test.describe('the seat list on a phone', () => {
  test.use(HELD_PHONE)

  test('opens from the tools menu and shows a card per seat, without sideways scrolling', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const { account, mapId, avrahamPhone, query } = await seededHall(request)
    await phoneReport(request, avrahamPhone)
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${mapId}${query}`)
    await expect(page.getByRole('grid')).toBeVisible()
    await page.getByRole('button', { name: 'כלים ופעולות' }).tap()
    const item = page.getByRole('menuitem', { name: LIST_LINK })
    await expect(item).toBeVisible()
    await saveScreenshot(page, 'seat-list-390-map-menu')
    await item.tap()
    await expect(page).toHaveURL(new RegExp(`/map/${mapId}/list`))
    const table = page.getByRole('table', { name: /מושבי אולם ראשי/ })
    await expect(
      table.getByRole('row', { name: /אברהם כהן/ }).getByRole('cell', { name: 'התפנה' }),
    ).toBeVisible()
    // The headers are off the screen but still name every column for a screen reader.
    await expect(table.getByRole('columnheader')).toHaveCount(6)
    await expectFitsPhone(page, '/map/:id/list')
    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 10_000 })
    await saveScreenshot(page, 'seat-list-390-light')

    await table.getByRole('button', { name: 'הושבה ופינוי: שורה א, מושב 1' }).tap()
    const card = page.getByRole('dialog', { name: 'שורה א, מושב 1' })
    await expect(card).toBeVisible()
    const box = (await card.boundingBox())!
    expect(box.width).toBeGreaterThan(PHONE_SCREEN.width - 40)
    expect(box.y + box.height).toBeGreaterThan(PHONE_SCREEN.height - 40)
    await saveScreenshot(page, 'seat-list-390-card-light')
    await card.getByRole('button', { name: 'סגירה' }).tap()
    await expect(card).toBeHidden()

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await expectFitsPhone(page, '/map/:id/list, dark')
    await saveScreenshot(page, 'seat-list-390-dark')
  })
})
