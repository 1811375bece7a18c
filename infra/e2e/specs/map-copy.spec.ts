import { expect, test } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { api, apiToken, type Person } from '../support/api.js'
import { cell } from '../support/map-board.js'
import { uniquePhone } from '../support/phone-line.js'
import { screenshotFourWays } from '../support/screens.js'

test.describe("'שכפול מפה'", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a warden copies the weekly map with its seating for the holidays, rearranges the copy, and the weekly map stays as it was', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'משה', lastName: 'כהן', phone: uniquePhone() },
      { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    ])
    const [moshe, david] = created as [Person, Person]
    const weekly = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 3,
      cols: 5,
      cells: [
        { row: 1, col: 3, kind: 'aisle' },
        { row: 1, col: 1, people: [{ id: moshe.id }] },
        { row: 2, col: 2, people: [{ id: david.id }] },
      ],
    })

    await loginViaUi(page, account.email, account.password)
    await page.goto('/maps')
    await page.getByRole('button', { name: 'שכפול אולם ראשי' }).click()
    const dialog = page.getByRole('dialog', { name: 'שכפול מפה' })
    const name = dialog.getByLabel('שם המפה החדשה')
    await expect(name).toHaveValue('אולם ראשי (עותק)')
    const withSeating = dialog.getByLabel(/להעתיק גם את השיבוץ: 2 מתפללים באותם מושבים/)
    await expect(withSeating).not.toBeChecked()
    await screenshotFourWays(page, 'map-copy-dialog', async () => {
      await expect(name).toBeVisible()
    })
    await expectAccessibleEverywhere(page, 'the map copy dialog', async () => {
      await expect(name).toBeVisible()
    })

    // A name the service refuses is named under its field, and nothing is created.
    await name.fill('')
    await dialog.getByRole('button', { name: 'שכפול', exact: true }).click()
    await expect(dialog.locator('.bp6-form-group').first()).toContainText(/שם המפה החדשה\s*שדה חובה/)
    expect((await api<Array<{ name: string }>>(request, token, 'GET', '/maps')).length).toBe(1)

    await name.fill('ימים נוראים')
    // As a warden does: a tap on the words checks the box.
    await dialog.getByText(/להעתיק גם את השיבוץ/).click()
    await expect(withSeating).toBeChecked()
    await dialog.getByRole('button', { name: 'שכפול', exact: true }).click()
    await expect(page.getByText('המפה "ימים נוראים" נוצרה')).toBeVisible()
    await expect(page).toHaveURL(/\/map\/\d+$/)
    const copyId = Number(new URL(page.url()).pathname.split('/').pop())
    expect(copyId).not.toBe(weekly.id)
    // The copy: the same hall and the same people in the same seats.
    await expect(cell(page, 1, 1)).toContainText('משה כהן')
    await expect(cell(page, 2, 2)).toContainText('דוד לוי')

    // Rearranged for the holidays: Moshe leaves his seat in the copy only.
    const copy = await api<{ version: number }>(request, token, 'GET', `/maps/${copyId}`)
    await api(request, token, 'POST', `/maps/${copyId}/seats`, {
      version: copy.version,
      ops: [{ op: 'unassign', personId: moshe.id, from: { row: 1, col: 1 } }],
    })
    await expect(cell(page, 1, 1)).not.toContainText('משה כהן')

    await page.goto(`/map/${weekly.id}`)
    await expect(cell(page, 1, 1)).toContainText('משה כהן')
    await expect(cell(page, 2, 2)).toContainText('דוד לוי')
    await page.goto('/maps')
    await expect(page.getByRole('link', { name: 'אולם ראשי' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ימים נוראים' })).toBeVisible()
  })
})
