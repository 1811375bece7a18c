import { expect, test } from '@playwright/test'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { expectAccessible, expectAccessibleEverywhere, VARIANTS } from '../support/axe.js'
import { cell } from '../support/map-board.js'
import { uniquePhone } from '../support/phone-line.js'
import { lastSms, linkPath } from '../support/sms.js'
import { HELD_PHONE, expectFitsPhone, saveScreenshot, screenshotFourWays } from '../support/screens.js'

test.describe("a worshipper's report link", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the warden sends Moshe a link by SMS; on his phone one tap reports him away and the open map frees his seat live; a revoked link opens nothing', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const owner = await registerViaApi(request)
    const token = await apiToken(request, owner)
    const phone = uniquePhone('052')
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'משה', lastName: 'כהן', phone },
      { firstName: 'מרים', lastName: 'כהן', phone },
      { firstName: 'אברהם', lastName: 'לוי', phone: '026543210' },
    ])
    const { id: mapId } = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 2,
      cols: 4,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: created[0]!.id }] }],
    })

    // The warden sends the link from Moshe's row of the worshippers list.
    await loginViaUi(page, owner.email, owner.password)
    await page.goto('/persons')
    await page.getByRole('button', { name: 'קישור דיווח של משה כהן' }).click()
    const rowMenu = page.getByRole('menu', { name: 'קישור דיווח של משה כהן' })
    await expect(page.locator('.report-links-menu')).toContainText('לא נשלח קישור')
    await expectAccessible(page, 'the report link menu', VARIANTS[0], '.bp6-popover-content')
    await saveScreenshot(page, 'report-link-row-menu-desktop-light')
    await rowMenu.getByRole('menuitem', { name: 'שליחת קישור ב-SMS' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'הקישור נשלח אל משה כהן' })).toBeVisible()
    // A landline gets no link.
    await page.getByRole('button', { name: 'קישור דיווח של אברהם לוי' }).click()
    await expect(page.getByRole('menuitem', { name: 'שליחת קישור ב-SMS' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await page.keyboard.press('Escape')

    const sms = await lastSms(phone)
    expect(sms).toMatch(/לדיווח שלא תגיעו בשבת או בחג, בלי להתקשר, הקישו על הקישור: http/)
    const path = linkPath(sms)
    expect(path).toMatch(/^\/r\/[\w-]{44}$/)

    // The warden's map is open while Moshe taps on his phone.
    await page.goto(`/map/${mapId}`)
    await expect(cell(page, 1, 1)).toContainText('משה כהן')
    await expect(page.locator('.sv-vacated')).toHaveCount(0)

    const phoneContext = await browser.newContext({ ...HELD_PHONE, locale: 'he-IL' })
    const moshe = await phoneContext.newPage()
    await moshe.goto(path)
    await expect(moshe.getByRole('heading', { level: 1 })).toBeVisible()
    const away = moshe.getByRole('switch', { name: /^משה כהן לא יגיע בשבת/ }).first()
    await expect(away).not.toBeChecked()
    // A family on one phone: Miriam is there too, the landline's Avraham is not.
    await expect(moshe.getByRole('switch', { name: /^מרים כהן לא יגיע בשבת/ }).first()).toBeVisible()
    await expect(moshe.getByText('אברהם לוי')).toHaveCount(0)
    await expectFitsPhone(moshe, 'the report link page')
    // The switch's whole label is the target a thumb taps.
    await away.locator('xpath=..').click()
    await expect(away).toBeChecked()
    await expect(moshe.getByText('המקום יוצג כפנוי לאורחים').first()).toBeVisible()

    // Live on the warden's open map: the seat is free for the Shabbat.
    await expect(page.locator('.sv-vacated')).toHaveCount(1)
    await screenshotFourWays(moshe, 'report-link-page', async () => {
      await expect(moshe.getByRole('switch').first()).toBeVisible()
    })
    await expectAccessibleEverywhere(moshe, '/r/:token')

    // The warden revokes every link: the page says so and offers nothing.
    await page.goto('/persons')
    await page.getByRole('button', { name: 'קישורי דיווח' }).click()
    await page.getByRole('menuitem', { name: 'ביטול כל הקישורים' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'ביטול הקישורים' }).click()
    await expect(page.locator('.bp6-toast', { hasText: 'קישור אחד בוטל' })).toBeVisible()
    await moshe.reload()
    await expect(moshe.getByTestId('report-link-closed')).toHaveText(
      'תוקף הקישור פג, או שהגבאי ביטל אותו. בקשו מהגבאי קישור חדש',
    )
    await expect(moshe.getByRole('switch')).toHaveCount(0)
    await saveScreenshot(moshe, 'report-link-revoked-phone-light')
    // A made-up link tells nothing either.
    await moshe.goto(`${path.slice(0, -3)}abc`)
    await expect(moshe.getByTestId('report-link-closed')).toHaveText('הקישור אינו תקין. ייתכן שהועתק חלקית')
    await phoneContext.close()
  })
})
