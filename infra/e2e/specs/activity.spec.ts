import { expect, test } from '@playwright/test'
import { loginViaUi, newAccount, registerViaApi, userMenu } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { screenshotFourWays } from '../support/screens.js'
import { joinTeam, synagogueOfTwo } from '../support/team.js'

const seatOn = async (
  request: Parameters<typeof api>[0],
  token: string,
  mapId: number,
  personId: number,
  row: number,
  col: number,
) => {
  const { version } = await api<{ version: number }>(request, token, 'GET', `/maps/${mapId}`)
  await api(request, token, 'POST', `/maps/${mapId}/seats`, {
    version,
    ops: [{ op: 'assign', personId, to: { row, col } }],
  })
}

test.describe('the team’s activity', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the owner reads who changed what, sees a warden’s change arrive, and narrows the list to the warden', async ({
    page,
    request,
  }) => {
    const { owner, ownerToken, moshe, david, mapId } = await synagogueOfTwo(request)
    const warden = newAccount()
    await joinTeam(request, ownerToken, warden, 'warden')
    const wardenToken = await apiToken(request, warden)
    await seatOn(request, wardenToken, mapId, moshe.id, 2, 2)

    await loginViaUi(page, owner.email, owner.password)
    await userMenu(page).click()
    await page.getByRole('menuitem', { name: 'פעילות הצוות' }).click()
    await expect(page).toHaveURL(/\/activity$/)
    const lines = page.getByTestId('activity-line')
    await expect(lines.first()).toContainText(`${warden.contactName} הושיב את משה כהן בשורה ב, מושב 2`)
    await expect(page.getByText(`${owner.contactName} יצר את המפה בית מדרש`)).toBeVisible()

    // A change the warden makes now arrives on the open screen, at the top.
    await seatOn(request, wardenToken, mapId, david.id, 3, 3)
    await expect(lines.first()).toContainText(`${warden.contactName} הושיב את דוד לוי בשורה ג, מושב 3`)

    // One member's changes only.
    await page.getByLabel('חבר צוות').selectOption({ label: warden.contactName })
    await expect(lines).toHaveCount(2)
    await expect(page.getByText(`${owner.contactName} יצר את המפה`)).toHaveCount(0)
    await page.getByLabel('חבר צוות').selectOption({ label: 'כל הצוות' })
    await expect(page.getByText(`${owner.contactName} יצר את המפה בית מדרש`)).toBeVisible()

    await screenshotFourWays(page, 'activity', () => expect(lines.first()).toBeVisible())
  })

  test('a viewer reads the activity list too', async ({ page, request }) => {
    const owner = await registerViaApi(request)
    const ownerToken = await apiToken(request, owner)
    await api(request, ownerToken, 'POST', '/maps', { name: 'עזרת נשים', rows: 3, cols: 3 })
    const viewer = newAccount()
    await joinTeam(request, ownerToken, viewer, 'viewer')
    await loginViaUi(page, viewer.email, viewer.password)
    await page.goto('/activity')
    await expect(page.getByTestId('activity-line')).toContainText(
      `${owner.contactName} יצר את המפה עזרת נשים`,
    )
  })
})
