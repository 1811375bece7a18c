import { expect, test } from '@playwright/test'
import { stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { screenshotFourWays } from '../support/screens.js'

test.describe('the reports screen’s plots', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a synagogue with half a year behind it sees its weeks, sources, reporters and reminder answers, each with a table', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const owner = await registerViaApi(request)
    const token = await apiToken(request, owner)
    await api<{ created: Person[] }>(
      request,
      token,
      'POST',
      '/persons/many',
      Array.from({ length: 30 }, (_, i) => ({
        firstName: `מתפלל${i + 1}`,
        lastName: 'כהן',
        phone: `0527${String(i).padStart(6, '0')}`,
      })),
    )
    // The half year `npm start` seeds for its demo synagogue, through the same internal route.
    const login = await request.post('/api/auth/login', {
      data: { username: owner.email, password: owner.password },
    })
    const { id } = ((await login.json()) as { user: { id: number } }).user
    const seeded = await request.post(`${stateValue('reportingUrl')}/internal/accounts/${id}/demo-history`, {
      headers: { 'x-service-token': stateValue('opsToken') },
    })
    expect(seeded.ok()).toBe(true)
    const history = (await seeded.json()) as { reports: number; runs: number }
    expect(history.runs).toBe(16)

    await loginViaUi(page, owner.email, owner.password)
    await page.goto('/reports')
    const plots = page.getByRole('region', { name: 'חצי השנה האחרונה' })
    for (const title of [
      'מקומות שהתפנו ואורחים בכל שבוע',
      'דיווחים לפי מקור',
      'מי מדווח הכי הרבה',
      'תשובות לשיחות התזכורת',
    ])
      await expect(
        plots.getByRole('region', { name: title }).locator('.recharts-wrapper > svg'),
      ).toBeVisible()
    await expect(plots).toContainText(`${history.reports} מקומות התפנו ב-26 השבועות האחרונים`)
    // Each chart's numbers as a table: the reminder answers list each of the 16 runs.
    const runs = plots.getByRole('region', { name: 'תשובות לשיחות התזכורת' })
    await runs.getByText('הצגה כטבלה').click()
    await expect(runs.getByRole('table').getByRole('row')).toHaveCount(17)
    await expect(runs.getByRole('columnheader', { name: 'הקישו 1' })).toBeVisible()
    await runs.getByText('הצגה כטבלה').click()

    await plots.scrollIntoViewIfNeeded()
    await screenshotFourWays(page, 'reports-plots', async () => {
      await plots.scrollIntoViewIfNeeded()
      await expect(plots.locator('.recharts-wrapper > svg')).toHaveCount(4)
    })
    await expectAccessibleEverywhere(page, '/reports (with plots)', async (p) => {
      await expect(p.locator('.recharts-wrapper > svg')).toHaveCount(4)
    })
  })
})
