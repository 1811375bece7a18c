import { expect, test, type Page } from '@playwright/test'
import { adminAccount, loginViaUi, registerViaApi, userMenu } from '../support/accounts.js'
import { expectAccessible, expectAccessibleEverywhere, useVariant, VARIANTS } from '../support/axe.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { visitScreen } from '../support/screens.js'
import { adminWithData, wardenScreens, wardenWithData } from '../support/warden-data.js'

/**
 * axe's WCAG 2.2 A and AA rules on every route: signed out, a warden's and an administrator's screens, with
 * their dialogs and menus open, in both colour schemes, on a desktop and at 390 px. Any violation fails.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

test.describe('axe finds nothing', () => {
  const publicScreens: Array<[string, (page: Page) => Promise<void>]> = [
    ['/', (p) => expectRemoteMounted(p, 'landing')],
    ['/opinions', (p) => expectRemoteMounted(p, 'landing')],
    ['/login', (p) => expect(p.getByRole('button', { name: 'התחברות', exact: true })).toBeVisible()],
    ['/register', (p) => expect(p.getByRole('button', { name: 'יצירת חשבון' })).toBeVisible()],
    ['/guest-session', (p) => expect(p.getByRole('button', { name: 'כניסה להדגמה' })).toBeVisible()],
  ]
  for (const [route, ready] of publicScreens)
    test(`the public ${route}`, async ({ page }) => {
      // Four axe passes; the long home page's take a good part of a minute.
      test.setTimeout(150_000)
      await visitScreen(page, route, ready)
      await expectAccessibleEverywhere(page, route, ready)
    })

  // One test per screen: each is four axe passes over a full screen (/reports with its four plots), and
  // on a busy machine a dozen screens in one test outgrow any sensible timeout.
  for (const [route, ready] of wardenScreens)
    test(`a warden’s ${route}`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const account = await wardenWithData(request)
      await loginViaUi(page, account.email, account.password)
      await visitScreen(page, route, ready)
      await expectAccessibleEverywhere(page, route, ready)
    })

  test('a warden’s dialogs and menus, open', async ({ page, request }) => {
    test.setTimeout(150_000)
    const account = await wardenWithData(request)
    await loginViaUi(page, account.email, account.password)
    await visitScreen(page, '/persons', (p) => expect(p.getByText('רוזנברג').first()).toBeVisible())
    for (const variant of VARIANTS) {
      await useVariant(page, variant)
      await page.getByRole('button', { name: 'הוספת מתפלל' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'the add-worshipper dialog', variant)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await userMenu(page).click()
      await expect(page.getByRole('menuitem', { name: 'החשבון שלי' })).toBeVisible()
      await expectAccessible(page, 'the user menu', variant, '.bp6-popover')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menuitem', { name: 'החשבון שלי' })).toHaveCount(0)
    }
    await visitScreen(page, '/maps', (p) => expect(p.getByText('עזרת נשים').first()).toBeVisible())
    for (const variant of VARIANTS) {
      await useVariant(page, variant)
      await page.getByRole('button', { name: 'מפה חדשה' }).first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectAccessible(page, 'the new-map dialog', variant)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
  })

  test('the map screen, its seat card, its list and its print view', async ({ page, request }) => {
    test.setTimeout(180_000)
    const account = await wardenWithData(request)
    await loginViaUi(page, account.email, account.password)
    await visitScreen(page, '/maps', (p) => expect(p.getByText('אולם ראשי').first()).toBeVisible())
    await page
      .getByRole('row', { name: /אולם ראשי/ })
      .getByRole('link', { name: 'אולם ראשי' })
      .click()
    await expect(page).toHaveURL(/\/map\/\d+$/)
    const mapUrl = new URL(page.url()).pathname
    const grid = page.getByRole('grid', { name: /אולם ראשי/ })
    await expectAccessibleEverywhere(page, '/map/:id', () => expect(grid).toBeVisible())

    for (const variant of VARIANTS) {
      await useVariant(page, variant)
      await grid.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog', { name: /שורה/ })).toBeVisible()
      await expectAccessible(page, 'the seat card', variant)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: /שורה/ })).toHaveCount(0)
    }

    const seatList = page.getByRole('table', { name: /^מושבי אולם ראשי/ })
    await visitScreen(page, `${mapUrl}/list`, () => expect(seatList).toBeVisible())
    await expectAccessibleEverywhere(page, '/map/:id/list', () => expect(seatList).toBeVisible())

    await visitScreen(page, `${mapUrl}/print`, (p) => expect(p.locator('.pr-view')).toBeVisible())
    await expectAccessibleEverywhere(page, '/map/:id/print')
  })

  test('a new warden’s guided tour', async ({ page, request }) => {
    const account = await registerViaApi(request, undefined, { newUser: true })
    await loginViaUi(page, account.email, account.password)
    await page.goto('/map/')
    const tour = page.locator('.tour-card').getByRole('heading', { name: 'יצירת מפה' })
    await expect(tour).toBeVisible()
    await expectAccessibleEverywhere(page, 'the tour’s first step', () => expect(tour).toBeVisible())
  })

  const adminScreens: Array<[string, (page: Page) => Promise<void>]> = [
    ['/users', (p) => expect(heading(p, 'משתמשים')).toBeVisible()],
    ['/leads', (p) => expect(heading(p, 'לידים')).toBeVisible()],
    ['/leads/:id', (p) => expect(p.locator('.lead-communication')).toHaveCount(1)],
    ['/outbox', (p) => expect(heading(p, 'דואר יוצא')).toBeVisible()],
    ['/admin', (p) => expect(heading(p, 'לוח בקרה')).toBeVisible()],
  ]
  for (const [route, ready] of adminScreens)
    test(`the administrator’s ${route}`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const { leadId } = await adminWithData(request)
      await loginViaUi(page, adminAccount().email, adminAccount().password)
      await visitScreen(page, route.replace(':id', String(leadId)), ready)
      await expectAccessibleEverywhere(page, route, ready)
    })
})
