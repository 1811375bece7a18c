import { expect, test, type Page } from '@playwright/test'
import { adminAccount, loginViaUi, registerViaApi, userMenu } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { uniquePhone } from '../support/phone-line.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { expectFitsPhone, HELD_PHONE, saveScreenshot, visitScreen } from '../support/screens.js'
import { adminWithData, wardenScreens, wardenWithData } from '../support/warden-data.js'

/** Every screen but the map editor, on a 390 x 844 phone held in the hand. */
test.use(HELD_PHONE)

const SCHEMES = ['light', 'dark'] as const

/** The file name part of a route: /leads/12 → leads-id, / → home. */
const routeName = (route: string) =>
  route === '/'
    ? 'home'
    : route
        .slice(1)
        .replace(/\/\d+$/, '-id')
        .replace(/\//g, '-')

async function checkRoute(
  page: Page,
  route: string,
  scheme: (typeof SCHEMES)[number],
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  await visitScreen(page, route, ready)
  await expectFitsPhone(page, route, { soft: true })
  await saveScreenshot(page, `phone-${routeName(route)}-${scheme}`)
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

/** A small worshippers file: good lines, one without a phone and one with a phone that cannot be. */
const IMPORT_CSV = [
  'שם פרטי,שם משפחה,טלפון',
  'אהרן,גולדברג,050-7654321',
  'בנימין,אזולאי,052-1234567',
  'רחמים,אלמוג,',
  'גדליה,ברק,12345',
].join('\n')

test.describe('every screen fits a phone', () => {
  test('the public screens: home, sign-in, registration and the demo entry', async ({ page }) => {
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme })
      await checkRoute(page, '/', scheme, (p) => expectRemoteMounted(p, 'landing'))
      await checkRoute(page, '/login', scheme, (p) =>
        expect(p.getByRole('button', { name: 'התחברות', exact: true })).toBeVisible(),
      )
      await checkRoute(page, '/register', scheme, (p) =>
        expect(p.getByRole('button', { name: 'יצירת חשבון' })).toBeVisible(),
      )
      await checkRoute(page, '/guest-session', scheme, (p) =>
        expect(p.getByRole('button', { name: 'כניסה להדגמה' })).toBeVisible(),
      )
    }
  })

  // One test per colour scheme, so a busy machine does not push a dozen screens past one timeout.
  for (const scheme of SCHEMES)
    test(`a warden’s screens, the top bar and the user menu (${scheme})`, async ({ page, request }) => {
      test.setTimeout(150_000)
      const account = await wardenWithData(request)
      await loginViaUi(page, account.email, account.password)
      await expectRemoteMounted(page, 'seating')
      await page.emulateMedia({ colorScheme: scheme })
      for (const [route, ready] of wardenScreens) await checkRoute(page, route, scheme, ready)

      // The top bar's menus open by touch and fit.
      await visitScreen(page, '/persons', (p) => expect(p.getByText('רוזנברג').first()).toBeVisible())
      await userMenu(page).tap()
      await expect(page.getByRole('menuitem', { name: 'החשבון שלי' })).toBeVisible()
      await expectFitsPhone(page, 'the user menu', { soft: true })
      await saveScreenshot(page, `phone-user-menu-${scheme}`)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'תפריט ניווט' }).tap()
      await expect(page.getByRole('menu', { name: 'ניווט' })).toBeVisible()
      await expectFitsPhone(page, 'the navigation menu', { soft: true })
      await saveScreenshot(page, `phone-nav-menu-${scheme}`)
      await page.keyboard.press('Escape')

      // A dialog fits too.
      await page.getByRole('button', { name: 'הוספת מתפלל' }).tap()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectFitsPhone(page, 'the add-worshipper dialog', { soft: true })
      await saveScreenshot(page, `phone-persons-dialog-${scheme}`)
      await page.keyboard.press('Escape')

      // The import's preview: each line of the file a card, bad lines marked.
      await page.getByRole('button', { name: 'ייבוא מקובץ' }).first().tap()
      await page.getByLabel('קובץ לייבוא').setInputFiles({
        name: 'מתפללים.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(IMPORT_CSV, 'utf8'),
      })
      await expect(page.getByRole('table', { name: 'תצוגה מקדימה של הייבוא' })).toBeVisible()
      await expectFitsPhone(page, 'the import preview', { soft: true })
      await saveScreenshot(page, `phone-persons-import-${scheme}`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })

  test('the admin’s screens', async ({ page, request }) => {
    test.setTimeout(180_000)
    const { leadId } = await adminWithData(request)
    await loginViaUi(page, adminAccount().email, adminAccount().password)
    const screens: Array<[string, (page: Page) => Promise<void>]> = [
      ['/users', (p) => expect(p.getByRole('list', { name: 'רשימת המשתמשים' })).toBeVisible()],
      ['/leads', (p) => expect(p.getByRole('list', { name: 'רשימת הלידים' })).toBeVisible()],
      [`/leads/${leadId}`, (p) => expect(p.locator('.lead-communication')).toHaveCount(1)],
      ['/outbox', (p) => expect(heading(p, 'דואר יוצא')).toBeVisible()],
      ['/admin', (p) => expect(heading(p, 'לוח בקרה')).toBeVisible()],
    ]
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const [route, ready] of screens) await checkRoute(page, route, scheme, ready)
    }
  })

  test('a warden adds a report by touch on /reports and sees it in the list', async ({ page, request }) => {
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    await api(request, token, 'POST', '/persons/many', [
      { firstName: 'אליהו', lastName: 'הנוסע', phone: uniquePhone() },
      { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    ])
    await loginViaUi(page, account.email, account.password)
    await page.goto('/reports')
    await expect(page.getByText('אין דיווחים לתאריך זה')).toBeVisible()

    const search = page.getByRole('searchbox', { name: 'חיפוש מתפלל' })
    await search.tap()
    await search.fill('הנוסע')
    await page.getByRole('button', { name: 'הוספת דיווח: אליהו הנוסע' }).tap()

    const list = page.getByRole('table', { name: /^הדיווחים ל/ })
    await expect(list.getByText('אליהו הנוסע')).toBeVisible()
    await expect(list.getByRole('button', { name: 'מחיקת הדיווח של אליהו הנוסע' })).toBeVisible()
    await expectFitsPhone(page, '/reports with a report', { soft: true })
  })
})
