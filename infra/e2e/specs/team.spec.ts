import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, newAccount, registerViaApi, userMenu } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { saveScreenshot, screenshotFourWays } from '../support/screens.js'
import { invitationToken, joinByRegistration } from '../support/team.js'

const membersTable = (page: Page) => page.getByTestId('members-table')

test.describe('a synagogue’s team', () => {
  test('the owner invites a warden by email, who registers through the link and joins; the owner then removes them', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerViaApi(request)
    const warden = newAccount()
    await loginViaUi(page, owner.email, owner.password)
    await userMenu(page).click()
    await page.getByRole('menuitem', { name: 'צוות בית הכנסת' }).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(page).toHaveTitle('מקום פנוי | צוות בית הכנסת')
    await expect(membersTable(page).getByText(owner.email)).toBeVisible()

    // A wrong address is named under its field, and nothing is sent.
    await page.getByLabel('אימייל').fill('not-an-address')
    await page.getByRole('button', { name: 'שליחת ההזמנה' }).click()
    await expect(page.getByText('כתובת אימייל אינה תקינה')).toBeVisible()
    await page.getByLabel('אימייל').fill(warden.email)
    await page.getByRole('radio', { name: /^גבאי/ }).check()
    await page.getByRole('button', { name: 'שליחת ההזמנה' }).click()
    await expect(page.getByText(`ההזמנה נשלחה אל ${warden.email}`)).toBeVisible()
    await expect(page.getByTestId('invitation-row').filter({ hasText: warden.email })).toBeVisible()

    // The warden opens the emailed link in their own browser and registers there.
    const token = await invitationToken(request, warden.email)
    const wardenContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'he-IL',
    })
    const wardenPage = await wardenContext.newPage()
    await wardenPage.goto(`/invite/${token}`)
    await expect(wardenPage.getByRole('heading', { name: /^הזמנה לצוות של / })).toBeVisible()
    await expect(wardenPage.getByText(/^גבאי: עריכת מפות/)).toBeVisible()
    await expect(wardenPage.getByLabel('אימייל')).toHaveValue(warden.email)
    await screenshotFourWays(wardenPage, 'team-invite', () =>
      expect(wardenPage.getByRole('heading', { name: /^הזמנה לצוות של / })).toBeVisible(),
    )
    await wardenPage.getByLabel('שם מלא').fill(warden.contactName)
    await wardenPage.getByLabel('טלפון').fill('052-7654321')
    await wardenPage.getByLabel('סיסמה').fill(warden.password)
    await wardenPage.getByRole('button', { name: 'הרשמה והצטרפות' }).click()
    await expect(wardenPage).toHaveURL(/\/map\//)
    await userMenu(wardenPage).click()
    await expect(wardenPage.getByTestId('user-menu-synagogue')).toContainText('גבאי')
    await wardenPage.keyboard.press('Escape')

    // The link works once.
    await wardenPage.goto(`/invite/${token}`)
    await expect(wardenPage.getByTestId('invite-closed')).toHaveText('בהזמנה הזו כבר השתמשו')

    // The owner sees the new warden in the team, and no open invitation.
    await page.reload()
    const wardenRow = page.getByTestId('member-row').filter({ hasText: warden.email })
    await expect(wardenRow.getByRole('combobox')).toHaveValue('warden')
    await expect(page.getByTestId('invitations-empty')).toBeVisible()
    await screenshotFourWays(page, 'team-members', async () => {
      await expect(wardenRow).toBeVisible()
    })

    // The warden can work on the synagogue, until the owner removes them.
    const wardenToken = await apiToken(request, warden)
    await api(request, wardenToken, 'POST', '/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0501112233',
    })
    await wardenRow.getByRole('button', { name: `הסרה של ${warden.contactName} מהצוות` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'הסרה' }).click()
    await expect(page.getByText(`${warden.contactName} הוסר/ה מהצוות`)).toBeVisible()
    await expect(wardenRow).toHaveCount(0)
    const refused = await request.post('/api/persons', {
      headers: { authorization: `Bearer ${wardenToken}` },
      data: { firstName: 'אהרן', lastName: 'לוי', phone: '0501112244' },
    })
    expect(refused.status()).toBe(401)
    await wardenContext.close()
  })

  test('a viewer reads the team and the worshippers, but is offered no change', async ({ page, request }) => {
    const owner = await registerViaApi(request)
    const viewer = newAccount()
    const ownerToken = await apiToken(request, owner)
    await api(request, ownerToken, 'POST', '/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0501112233',
    })
    await api(request, ownerToken, 'POST', '/members/invitations', { email: viewer.email, role: 'viewer' })
    await joinByRegistration(request, await invitationToken(request, viewer.email), viewer)

    await loginViaUi(page, viewer.email, viewer.password)
    await page.goto('/persons')
    await expect(page.getByText('כהן', { exact: false }).first()).toBeVisible()
    await expect(page.getByTestId('view-only-note')).toHaveText('הרשאת צפייה והדפסה בלבד')
    await expect(page.getByRole('button', { name: 'הוספת מתפלל' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^עריכת / })).toHaveCount(0)

    await page.goto('/members')
    await expect(page.getByTestId('member-row')).toHaveCount(2)
    await expect(membersTable(page).getByRole('combobox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'שליחת ההזמנה' })).toHaveCount(0)
    await saveScreenshot(page, 'team-members-viewer-desktop-light')

    // The server agrees: a viewer's write is refused by role, and the session stays.
    const viewerToken = await apiToken(request, viewer)
    const refused = await request.post('/api/persons', {
      headers: { authorization: `Bearer ${viewerToken}` },
      data: { firstName: 'אהרן', lastName: 'לוי', phone: '0501112244' },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toBe('role_forbidden')
  })
})
