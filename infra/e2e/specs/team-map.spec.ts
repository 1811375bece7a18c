import { expect, test } from '@playwright/test'
import { loginViaUi, newAccount } from '../support/accounts.js'
import { api } from '../support/api.js'
import { saveScreenshot } from '../support/screens.js'
import { joinTeam, synagogueOfTwo } from '../support/team.js'
import { cell, drag, personRow } from '../support/map-board.js'

const SAVED_TEXT = 'כל השינויים נשמרו'
const VIEW_ONLY_TEXT = 'הרשאת צפייה והדפסה בלבד'

interface MapCells {
  cells: { row: number; col: number; people: { id: number }[] }[]
}
const seated = async (
  request: Parameters<typeof api>[0],
  token: string,
  mapId: number,
  row: number,
  col: number,
) =>
  (await api<MapCells>(request, token, 'GET', `/maps/${mapId}`)).cells
    .find((c) => c.row === row && c.col === col)
    ?.people.map((p) => p.id) ?? []

test.describe('a team on one map', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a warden seats a worshipper and the owner sees it live with the warden’s name; once removed, the warden’s open map takes no change', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, ownerToken, david, mapId } = await synagogueOfTwo(request)
    const warden = newAccount()
    await joinTeam(request, ownerToken, warden, 'warden')

    await loginViaUi(page, owner.email, owner.password)
    await page.goto(`/map/${mapId}`)
    await expect(cell(page, 1, 1)).toBeVisible()

    const wardenContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'he-IL',
    })
    const wardenPage = await wardenContext.newPage()
    await loginViaUi(wardenPage, warden.email, warden.password)
    await wardenPage.goto(`/map/${mapId}`)
    await expect(cell(wardenPage, 2, 2)).toBeVisible()

    // The warden seats משה; the owner's open map shows him there, and says who did it.
    await drag(wardenPage, personRow(wardenPage, 'משה כהן'), cell(wardenPage, 2, 2))
    await expect(wardenPage.getByRole('status').filter({ hasText: SAVED_TEXT })).toBeVisible()
    await expect(cell(page, 2, 2)).toContainText('משה כהן', { timeout: 25_000 })
    const told = page
      .locator('.bp6-toast')
      .getByText(`${warden.contactName} הושיב את משה כהן בשורה ב, מושב 2`)
    await expect(told).toBeVisible()
    await saveScreenshot(page, 'team-map-live-desktop-light')
    // Nobody is told of their own change.
    await expect(wardenPage.locator('.bp6-toast').getByText(`${warden.contactName} הושיב את`)).toHaveCount(0)

    // The seat's card says who seated him.
    await cell(page, 2, 2).click()
    await expect(page.getByText(/^שינוי אחרון: /)).toContainText(warden.contactName)
    await page.keyboard.press('Escape')

    // The owner removes the warden; the warden's open map takes no further change.
    const { members } = await api<{ members: { userId: number; email: string | null }[] }>(
      request,
      ownerToken,
      'GET',
      '/members',
    )
    const wardenId = members.find((m) => m.email === warden.email)!.userId
    await api(request, ownerToken, 'DELETE', `/members/${wardenId}`)
    await drag(wardenPage, personRow(wardenPage, 'דוד לוי'), cell(wardenPage, 3, 3))
    await expect(wardenPage.getByRole('status').filter({ hasText: SAVED_TEXT })).toHaveCount(0, {
      timeout: 5_000,
    })
    await expect.poll(() => seated(request, ownerToken, mapId, 3, 3)).toEqual([])
    await expect(cell(page, 3, 3)).not.toContainText('דוד לוי')
    expect(await seated(request, ownerToken, mapId, 3, 3)).not.toContain(david.id)
    await saveScreenshot(wardenPage, 'team-map-removed-desktop-light')
    await wardenContext.close()
  })

  test('a viewer opens the map and prints it, and the map takes no change from them', async ({
    page,
    request,
  }) => {
    const { ownerToken, mapId } = await synagogueOfTwo(request, { mosheSeated: true })
    const viewer = newAccount()
    await joinTeam(request, ownerToken, viewer, 'viewer')

    await loginViaUi(page, viewer.email, viewer.password)
    await page.goto(`/map/${mapId}`)
    await expect(cell(page, 1, 1)).toContainText('משה כהן')
    await drag(page, personRow(page, 'דוד לוי'), cell(page, 2, 2))
    await expect(page.getByText(VIEW_ONLY_TEXT).first()).toBeVisible()
    expect(await seated(request, ownerToken, mapId, 2, 2)).toEqual([])
    await saveScreenshot(page, 'team-map-viewer-desktop-light')

    // The print is theirs to make.
    await page.goto(`/map/${mapId}/print`)
    const sheet = page.locator('.pr-sheet')
    await expect(sheet.first()).toBeVisible()
    await expect(sheet.locator('.pr-cell[data-row="1"][data-col="1"]')).toContainText('כהן')
    await page.emulateMedia({ media: 'print' })
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    expect(pdf.byteLength).toBeGreaterThan(1_000)
  })
})
