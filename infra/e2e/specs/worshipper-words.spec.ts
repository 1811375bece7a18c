import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminAccount, loginViaUi, registerViaApi, type Account } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { uniquePhone } from '../support/phone-line.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { HELD_PHONE, expectFitsPhone, saveScreenshot } from '../support/screens.js'

const dialog = (page: Page) => page.getByRole('dialog')
const toastWith = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text }).first()

/** A warden with a map and two worshippers, Moshe seated at row א seat 1; the plan holds `maxPeople`. */
async function wardenWithWorshippers(
  request: APIRequestContext,
  maxPeople?: number,
): Promise<{ account: Account; mapId: number }> {
  const account = await registerViaApi(request)
  const token = await apiToken(request, account)
  const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
    { firstName: 'משה', lastName: 'כהן', phone: uniquePhone() },
    { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
  ])
  const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
    name: 'אולם ראשי',
    rows: 4,
    cols: 6,
    cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: created[0]!.id }] }],
  })
  if (maxPeople !== undefined) {
    const me = await api<{ id: number }>(request, token, 'GET', '/users/me')
    await api(request, await apiToken(request, adminAccount()), 'PUT', `/users/admin/${me.id}`, { maxPeople })
  }
  return { account, mapId: map.id }
}

const modes = [
  { label: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  { label: 'phone', use: HELD_PHONE },
] as const

for (const mode of modes)
  for (const colorScheme of ['light', 'dark'] as const)
    test.describe(`worshippers' words (${mode.label}, ${colorScheme})`, () => {
      test.use({ ...mode.use, colorScheme })
      const shot = (name: string) => `worshipper-words-${name}-${mode.label}-${colorScheme}`

      test('at the plan’s limit, adding says so once, before any form, with the way to the subscription', async ({
        page,
        request,
      }) => {
        const { account } = await wardenWithWorshippers(request, 2)
        await loginViaUi(page, account.email, account.password)
        await page.goto('/persons')
        await expectRemoteMounted(page, 'seating')
        await expect(page.getByText('2 מתוך 2 מתפללים')).toBeVisible()
        await page.getByRole('button', { name: 'הוספת מתפלל' }).click()
        const limit = dialog(page).getByTestId('persons-limit')
        await expect(limit).toHaveText(
          'החבילה שלכם מאפשרת עד 2 מתפללים, וכולם כבר ברשימה. כדי להוסיף מתפללים צריך חבילה גדולה יותר.',
        )
        await expect(dialog(page).getByLabel(/שם פרטי/)).toHaveCount(0)
        await expect(page.getByText(/עוד 0/)).toHaveCount(0)
        await expect(page.locator('.bp6-toast')).toHaveCount(0)
        if (mode.label === 'phone') await expectFitsPhone(page, 'the limit message')
        await saveScreenshot(page, shot('limit'))
        await dialog(page).getByRole('button', { name: 'לעמוד המנוי' }).click()
        await expect(page).toHaveURL(/\/subscription$/)
        // A new account is in its trial: the page counts the days left instead of 'ללא מנוי'.
        const state = page.getByTestId('subscription-state')
        await expect(state).toHaveText(/^תקופת ניסיון, עוד (20|19) ימים$/)
        await expect(page.getByText('ללא מנוי')).toHaveCount(0)
      })

      test('the map screen adds a worshipper known by one name, and edits one from the seat card', async ({
        page,
        request,
      }) => {
        const { account, mapId } = await wardenWithWorshippers(request)
        await loginViaUi(page, account.email, account.password)
        await page.goto(`/map/${mapId}`)
        await expectRemoteMounted(page, 'seating')
        const panel = page.getByRole('complementary', { name: 'מתפללים' })
        if (mode.label === 'phone') await panel.getByRole('button', { name: 'הצגת רשימת המתפללים' }).click()
        await panel.getByRole('button', { name: 'הוספת מתפלל' }).click()
        const add = page.getByRole('dialog', { name: 'הוספת מתפלל' })
        await add.getByLabel(/שם פרטי/).fill('שלמה')
        await add.getByLabel(/טלפון/).fill('054-7654321')
        await expect(add.locator('label[for="person-lastName"]')).toContainText('(לא חובה)')
        if (mode.label === 'phone') await expectFitsPhone(page, 'the worshipper dialog on the map screen')
        await saveScreenshot(page, shot('map-dialog'))
        await add.getByRole('button', { name: 'הוספה' }).click()
        await expect(add).toHaveCount(0)
        await expect(toastWith(page, 'שלמה נוסף לרשימת המתפללים')).toBeVisible()
        await expect(panel.locator('.me-person__name', { hasText: /^שלמה$/ })).toBeVisible()

        // The seat card opens the same dialog, to edit who sits there.
        if (mode.label === 'phone') await panel.getByRole('button', { name: 'הסתרת רשימת המתפללים' }).click()
        const editMoshe = page.getByRole('button', { name: 'עריכת משה כהן' })
        // Row א lies under the toast while it shows, and a tap while the sheet is still sliding away can
        // miss the seat: the warden taps again. A tap on the seat while its card is open closes the card, so
        // a slow card is waited for, and a card of another seat is closed first.
        const card = page.locator('.me-popover, .me-seat-sheet')
        await expect(async () => {
          if ((await card.count()) > 0) await page.keyboard.press('Escape')
          else await page.locator('#me-cell-1-1').click({ timeout: 5_000 })
          await expect(editMoshe).toBeVisible({ timeout: 5_000 })
        }).toPass({ timeout: 45_000 })
        await editMoshe.click()
        const edit = page.getByRole('dialog', { name: 'עריכת מתפלל' })
        await edit.getByLabel(/שם משפחה/).fill('כהנא')
        await edit.getByRole('button', { name: 'שמירה' }).click()
        await expect(edit).toHaveCount(0)
        await expect(page.locator('#me-cell-1-1')).toContainText('כהנא')
      })
    })
