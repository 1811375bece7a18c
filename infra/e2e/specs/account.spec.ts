import { expect, test } from '@playwright/test'
import { loginViaUi, registerViaApi, submitLogin, userMenu } from '../support/accounts.js'
import { saveScreenshot } from '../support/screens.js'

test.describe('a user’s own account', () => {
  test('edits the profile, changes the email only with the password, and the new password signs in', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request)
    await loginViaUi(page, account.email, account.password)
    await userMenu(page).click()
    await page.getByRole('menuitem', { name: 'החשבון שלי' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page).toHaveTitle('מקום פנוי | החשבון שלי')

    const profile = page.getByRole('region', { name: 'פרטים אישיים' })
    await profile.getByLabel('שם בית הכנסת').fill('היכל שלמה')
    await profile.getByLabel('טלפון').fill('12')
    await profile.getByLabel('שם מלא').click()
    await expect(profile.getByText('מספר טלפון', { exact: false })).toBeVisible()
    await profile.getByLabel('טלפון').fill('0527654321')
    await profile.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByText('העדכון בוצע בהצלחה')).toBeVisible()
    await expect(userMenu(page)).toBeVisible()

    // A new email needs the current password; a wrong one is refused and changes nothing.
    const newEmail = account.email.replace('@', '+new@')
    await profile.getByLabel('אימייל').fill(newEmail)
    const current = profile.getByLabel('הסיסמה הנוכחית (נדרשת לשינוי האימייל)')
    await current.fill('not-my-password')
    await profile.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByText('העדכון נכשל').first()).toBeVisible()
    await current.fill(account.password)
    await profile.getByRole('button', { name: 'שמירה' }).click()
    await expect(page.getByText('העדכון בוצע בהצלחה').first()).toBeVisible()

    const password = page.getByRole('region', { name: 'שינוי סיסמה' })
    await password.getByLabel('הסיסמה הנוכחית').fill(account.password)
    await password.getByLabel('סיסמה חדשה').fill('a-brand-new-password')
    await password.getByLabel('הסיסמה החדשה שוב').fill('a-brand-new-password')
    await password.getByRole('button', { name: 'עדכון הסיסמה' }).click()
    await expect(page.getByText('הסיסמה עודכנה. שאר המכשירים נותקו מהחשבון')).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await saveScreenshot(page, `account-${scheme}`)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0)
    await saveScreenshot(page, 'account-dark-390')

    // Another browser: the new email and the new password sign in; the old password does not.
    const other = await page.context().browser()!.newContext()
    const second = await other.newPage()
    await second.goto('/login')
    await submitLogin(second, newEmail, account.password)
    await expect(second).toHaveURL(/\/login$/)
    await submitLogin(second, newEmail, 'a-brand-new-password')
    await expect(second).not.toHaveURL(/\/login$/)
    await other.close()
  })
})
