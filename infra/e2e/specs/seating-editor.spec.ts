import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { saveScreenshot } from '../support/screens.js'
import { api, apiToken, type Person } from '../support/api.js'
import { wardenWithMap } from '../support/warden-data.js'
import { saveMapDialog } from '../support/maps.js'
import { cell, centre, drag, personRow } from '../support/map-board.js'

/** The editor's own texts the test waits for (mfe-seating editor-texts.ts). */
const CONFLICT_TEXT = 'המפה עודכנה בינתיים על ידי משתמש אחר. נטענה הגרסה העדכנית.'
const SAVED_TEXT = 'כל השינויים נשמרו'
/** Changes arrive by socket; without one the editor polls every 10 s: room for one missed tick. */
const LIVE_TIMEOUT = 25_000

async function createWorshippers(
  request: APIRequestContext,
  token: string,
): Promise<Record<'moshe' | 'david' | 'yaakov' | 'shmuel', Person>> {
  const rows = [
    { firstName: 'משה', lastName: 'כהן', phone: '0521110001' },
    { firstName: 'דוד', lastName: 'לוי', phone: '0521110002' },
    { firstName: 'יעקב', lastName: 'פרץ', phone: '0521110003' },
    { firstName: 'שמואל', lastName: 'מזרחי', phone: '0521110004' },
  ]
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', rows)
  const byName = (first: string) => created.find((p) => p.firstName === first)!
  return { moshe: byName('משה'), david: byName('דוד'), yaakov: byName('יעקב'), shmuel: byName('שמואל') }
}

async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: SAVED_TEXT })).toBeVisible()
}

async function openEditorOf(page: Page, mapId: number): Promise<void> {
  await page.goto(`/map/${mapId}`)
  await expect(cell(page, 1, 1)).toBeVisible()
}

test.describe('seating editor', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a warden builds a map, seats worshippers, and the seats outlive a reload and a deleted worshipper', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const people = await createWorshippers(request, token)
    await loginViaUi(page, account.email, account.password)

    // No map yet: the editor offers to create one; the maps screen does it.
    await page.goto('/map/')
    await expect(page.getByText('עדיין אין מפות')).toBeVisible()
    await page.goto('/maps')
    await page.getByRole('button', { name: 'מפה חדשה' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('שם המפה').fill('   ')
    await dialog.getByRole('button', { name: 'שמירה' }).click()
    // The server's field error, in Hebrew, under its field.
    await expect(dialog.getByText('שדה חובה')).toBeVisible()
    const mapId = await saveMapDialog(page, dialog, { name: 'אולם ראשי', rows: 6, cols: 8 })
    await expect(cell(page, 6, 8)).toBeVisible()
    await expect(page.getByRole('button', { name: /אולם ראשי/ })).toBeVisible()

    // The list shows it, with its size and seats.
    await page.goto('/maps')
    const listed = page.getByRole('row', { name: /אולם ראשי/ })
    await expect(listed).toContainText('6 שורות, 8 מושבים בשורה')
    await expect(listed).toContainText('48')
    await listed.getByRole('link', { name: 'אולם ראשי' }).click()
    await expect(cell(page, 1, 1)).toBeVisible()

    // An aisle column: numbering skips it, so column 5 holds seat 4 of its row.
    await page.getByRole('button', { name: 'מעברים' }).click()
    await page.locator('.me-header--col[data-col="4"]').click()
    await expect(cell(page, 1, 4)).toHaveClass(/me-cell--aisle/)
    await expect(cell(page, 6, 4)).toHaveClass(/me-cell--aisle/)
    await expect(cell(page, 1, 5).locator('.me-cell__no')).toHaveText('4')
    await expectSaved(page)

    // A bima over two rows and two columns.
    await page.getByRole('button', { name: 'אלמנט' }).click()
    await page.getByRole('menuitem', { name: 'בימה' }).click()
    await drag(page, cell(page, 5, 6), cell(page, 6, 7))
    const bima = page.locator('.me-element', { hasText: 'בימה' })
    await expect(bima).toBeVisible()
    await expectSaved(page)

    // Two worshippers dragged from the list; one of them to two seats.
    await page.getByRole('button', { name: 'הושבה' }).click()
    await drag(page, personRow(page, 'משה כהן'), cell(page, 1, 1))
    await expect(cell(page, 1, 1)).toContainText('משה כהן')
    await drag(page, personRow(page, 'דוד לוי'), cell(page, 1, 2))
    await drag(page, personRow(page, 'דוד לוי'), cell(page, 2, 2))
    await expect(cell(page, 1, 2)).toContainText('דוד לוי')
    await expect(cell(page, 2, 2)).toContainText('דוד לוי')
    await expect(personRow(page, 'דוד לוי').locator('.me-seat-badge')).toHaveText(['א 2', 'ב 2'])
    // Between seats: a move.
    await drag(page, cell(page, 1, 1).getByText('משה כהן'), cell(page, 3, 1))
    await expect(cell(page, 3, 1)).toContainText('משה כהן')
    await expect(cell(page, 1, 1)).not.toContainText('משה כהן')
    await expectSaved(page)

    // Undo and redo, from the keyboard.
    await page.keyboard.press('Control+z')
    await expect(cell(page, 1, 1)).toContainText('משה כהן')
    await page.keyboard.press('Control+Shift+z')
    await expect(cell(page, 3, 1)).toContainText('משה כהן')
    await expectSaved(page)

    // Keyboard: focus the grid, walk to a seat (RTL: ArrowLeft goes toward higher columns), open its card.
    await page.getByRole('grid').focus()
    await page.keyboard.press('Control+Home')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const card = page.getByRole('dialog', { name: 'שורה ב, מושב 3' })
    await expect(card).toBeVisible()
    await card.getByLabel('הוספת מתפלל למושב').fill('פרץ')
    await page.keyboard.press('Enter')
    await expect(cell(page, 2, 3)).toContainText('יעקב פרץ')
    await page.keyboard.press('Escape')
    await expectSaved(page)

    await page.reload()
    await expect(cell(page, 3, 1)).toContainText('משה כהן')
    await expect(cell(page, 1, 2)).toContainText('דוד לוי')
    await expect(cell(page, 2, 2)).toContainText('דוד לוי')
    await expect(cell(page, 2, 3)).toContainText('יעקב פרץ')
    await expect(cell(page, 1, 4)).toHaveClass(/me-cell--aisle/)
    await expect(page.locator('.me-element', { hasText: 'בימה' })).toBeVisible()

    // The service agrees.
    const map = await api<{
      cells: { row: number; col: number; people: { id: number }[] }[]
      elements: { kind: string }[]
    }>(request, token, 'GET', `/maps/${mapId}`)
    const seatsOf = (id: number) =>
      map.cells.filter((c) => c.people.some((p) => p.id === id)).map((c) => [c.row, c.col])
    expect(seatsOf(people.david.id)).toEqual([
      [1, 2],
      [2, 2],
    ])
    expect(map.elements.map((e) => e.kind)).toEqual(['bimah'])

    // A worshipper deleted elsewhere: both their seats empty on the open map without a reload.
    await api(request, token, 'DELETE', `/persons/${people.david.id}`)
    await expect(cell(page, 1, 2)).not.toContainText('דוד לוי', { timeout: LIVE_TIMEOUT })
    await expect(cell(page, 2, 2)).not.toContainText('דוד לוי')
    await expect(cell(page, 3, 1)).toContainText('משה כהן')
  })

  test('two wardens on one map: the other warden’s change shows up, and a stale change is never written over it', async ({
    page,
    browser,
    request,
  }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const people = await createWorshippers(request, token)
    const { id: mapId } = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'בית מדרש',
      rows: 4,
      cols: 6,
    })

    await loginViaUi(page, account.email, account.password)
    await openEditorOf(page, mapId)

    const otherContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'he-IL' })
    const other = await otherContext.newPage()
    await loginViaUi(other, account.email, account.password)
    await openEditorOf(other, mapId)

    // The second warden seats someone; the first sees it.
    await drag(other, personRow(other, 'יעקב פרץ'), cell(other, 2, 2))
    await expectSaved(other)
    await expect(cell(page, 2, 2)).toContainText('יעקב פרץ', { timeout: LIVE_TIMEOUT })

    // A third warden whose page hears nothing (no socket, no polling) while the second changes the map.
    const staleContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'he-IL' })
    await staleContext.route('**/socket.io/**', (route) => route.abort())
    await staleContext.routeWebSocket(/socket\.io/, (ws) => ws.close())
    const stale = await staleContext.newPage()
    await loginViaUi(stale, account.email, account.password)
    await openEditorOf(stale, mapId)
    await expect(cell(stale, 2, 2)).toContainText('יעקב פרץ')
    await stale.route('**/api/maps', (route) => route.abort())
    await drag(other, personRow(other, 'שמואל מזרחי'), cell(other, 3, 3))
    await expectSaved(other)
    // The stale warden drags onto the same seat: the service answers 409, the map reloads, nothing is lost.
    await drag(stale, personRow(stale, 'משה כהן'), cell(stale, 3, 3))
    await expect(stale.getByText(CONFLICT_TEXT)).toBeVisible()
    // A seat shows long names short: שמואל מזרחי is ש׳ מזרחי.
    await expect(cell(stale, 3, 3)).toContainText('ש׳ מזרחי')
    await expect(cell(stale, 3, 3)).not.toContainText('משה כהן')
    await stale.unroute('**/api/maps')

    const map = await api<{ cells: { row: number; col: number; people: { id: number }[] }[] }>(
      request,
      token,
      'GET',
      `/maps/${mapId}`,
    )
    expect(map.cells.find((c) => c.row === 3 && c.col === 3)?.people.map((p) => p.id)).toEqual([
      people.shmuel.id,
    ])

    // After the reload the stale warden's next change goes through, and the others see it.
    await drag(stale, personRow(stale, 'משה כהן'), cell(stale, 4, 4))
    await expect(cell(stale, 4, 4)).toContainText('משה כהן')
    await expectSaved(stale)
    await expect(cell(other, 4, 4)).toContainText('משה כהן', { timeout: LIVE_TIMEOUT })
    await expect(cell(page, 4, 4)).toContainText('משה כהן', { timeout: LIVE_TIMEOUT })
    await expect(cell(page, 3, 3)).toContainText('ש׳ מזרחי')
    await staleContext.close()
    await otherContext.close()
  })

  test('screenshots of the editor, light and dark', async ({ page, request }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const first = [
      'משה',
      'דוד',
      'יעקב',
      'אברהם',
      'יצחק',
      'שמואל',
      'יוסף',
      'אהרן',
      'מרדכי',
      'חיים',
      'שלמה',
      'בנימין',
    ]
    const last = [
      'כהן',
      'לוי',
      'מזרחי',
      'פרץ',
      'ביטון',
      'פרידמן',
      'גולדברג',
      'אזולאי',
      'דהן',
      'שפירא',
      'רוזנברג',
    ]
    const rows = Array.from({ length: 90 }, (_, i) => ({
      firstName: first[i % first.length]!,
      lastName: last[(i * 7) % last.length]!,
      phone: `05${String(31000000 + i * 17).padStart(8, '0')}`,
    }))
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', rows)
    const cells: { row: number; col: number; kind?: string; people: { id: number }[] }[] = []
    let next = 0
    for (let r = 1; r <= 10; r++) {
      for (let c = 1; c <= 16; c++) {
        if (c === 9) cells.push({ row: r, col: c, kind: 'aisle', people: [] })
        else if (r === 1 && c >= 7 && c <= 11) cells.push({ row: r, col: c, kind: 'blocked', people: [] })
        else if ((r * 3 + c) % 4 !== 0 && next < 70)
          cells.push({
            row: r,
            col: c,
            people: [
              { id: created[next++]!.id },
              ...((r + c) % 9 === 0 ? [{ id: created[next++]!.id }] : []),
            ],
          })
      }
    }
    // A family on two seats.
    cells.push({ row: 10, col: 16, people: [{ id: created[0]!.id }] })
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 10,
      cols: 16,
      cells,
    })
    await api(request, token, 'POST', '/elements', {
      mapId: map.id,
      name: 'ארון קודש',
      kind: 'ark',
      row: 1,
      col: 8,
      rowSpan: 1,
      colSpan: 3,
      color: '#b45309',
    })

    await loginViaUi(page, account.email, account.password)
    await openEditorOf(page, map.id)
    await page.locator('.me-element', { hasText: 'ארון קודש' }).waitFor()
    // The pointer rests on a name so the person's other seat lights up too.
    const name = await centre(cell(page, 2, 1).locator('.me-name').first())
    await page.mouse.move(name.x, name.y)
    await saveScreenshot(page, 'editor-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark')
    await saveScreenshot(page, 'editor-dark')

    await cell(page, 3, 2).click()
    await expect(page.getByRole('dialog', { name: /שורה ג, מושב 2/ })).toBeVisible()
    await saveScreenshot(page, 'editor-seat-card-dark')
    await page.keyboard.press('Escape')

    await page.goto('/maps')
    await expect(page.getByRole('row', { name: /אולם ראשי/ })).toBeVisible()
    await saveScreenshot(page, 'maps-dark')
  })
})

test.describe('the map toolbar', () => {
  test('stays one line on a laptop once the date selector holds a long event name', async ({
    page,
    request,
  }) => {
    const { account, token, map } = await wardenWithMap(request, { name: 'אולם ראשי', rows: 6, cols: 10 })
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const event = await api<{ id: number }>(request, token, 'POST', '/events', {
      name: 'הקפות שניות וסעודת שמחת תורה בבית הכנסת הגדול',
      date,
      type: 'רגיל',
    })
    await loginViaUi(page, account.email, account.password)
    for (const width of [1366, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`/map/${map.id}?date=${date}&event=${event.id}`)
      await expect(cell(page, 1, 1)).toBeVisible()
      const toolbar = page.getByRole('toolbar', { name: 'פעולות מפה' })
      await expect(toolbar.getByRole('combobox').first()).toBeVisible()
      // Every group of the toolbar is centred on one line (a wrapped group sits a whole line lower).
      const spread = await toolbar.evaluate((bar) => {
        const centres = [...bar.children]
          .map((c) => c.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => r.top + r.height / 2)
        return Math.max(...centres) - Math.min(...centres)
      })
      expect(spread, `the toolbar's groups at ${width} px are ${spread} px apart`).toBeLessThan(8)
    }
    await saveScreenshot(page, 'editor-toolbar-long-event-1440')
  })

  test('the tool hint and the legend both stay readable along the bottom of a laptop screen', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 6,
      cols: 10,
      cells: [],
    })
    await loginViaUi(page, account.email, account.password)
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.goto(`/map/${map.id}`)
    await expect(cell(page, 1, 1)).toBeVisible()
    // The aisle and accessible-seat tools have the longest hints.
    for (const tool of ['מעברים', 'מקום נגיש']) {
      await page.getByRole('button', { name: tool }).click()
      const hint = await page.locator('.me-hint').boundingBox()
      const legend = await page.locator('.me-legend').boundingBox()
      if (!hint || !legend) throw new Error('the hint or the legend is not on screen')
      const apart =
        hint.x + hint.width <= legend.x ||
        legend.x + legend.width <= hint.x ||
        hint.y + hint.height <= legend.y ||
        legend.y + legend.height <= hint.y
      expect(apart, `${tool}: hint ${JSON.stringify(hint)} over legend ${JSON.stringify(legend)}`).toBe(true)
    }
  })
})
