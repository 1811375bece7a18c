import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { loginViaUi, registerViaApi, storedToken, type Account } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { fromRoot } from '../../dev/paths.js'
import { stateValue } from '../e2e-env.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { saveScreenshot, screenshotFourWays } from '../support/screens.js'

const FIRST_NAMES = [
  'משה',
  'אברהם',
  'יצחק',
  'יעקב',
  'דוד',
  'שלמה',
  'אהרן',
  'יוסף',
  'שמואל',
  'בנימין',
  'נתן',
  'אליהו',
  'חיים',
  'מאיר',
  'ראובן',
  'שמעון',
  'לוי',
  'יהודה',
]
const LAST_NAMES = [
  'כהן',
  'לוי',
  'מזרחי',
  'פרץ',
  'ביטון',
  'אברהם',
  'פרידמן',
  'שפירא',
  'גולדברג',
  'אזולאי',
  'דהן',
  'אוחיון',
  'חדד',
  'גבאי',
  'עמר',
  'בן דוד',
  'רוזן',
  'קליין',
]

/** A real .xlsx with Hebrew headers: 18 good rows, one without a phone and one with a phone that cannot be. */
async function worshippersWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('מתפללים')
  // The optional gender column: the first worshipper is a man, the rest leave it empty.
  sheet.addRow(['שם פרטי', 'שם משפחה', 'טלפון', 'מין'])
  FIRST_NAMES.forEach((first, i) =>
    sheet.addRow([
      first,
      LAST_NAMES[i],
      `05${i % 2 === 0 ? '0' : '2'}-${String(1000000 + i * 7919).padStart(7, '0')}`,
      i === 0 ? 'ז' : '',
    ]),
  )
  sheet.addRow(['רחמים', 'אלמוג', ''])
  sheet.addRow(['גדליה', 'ברק', '12345'])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

async function signIn(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await registerViaApi(request)
  await loginViaUi(page, account.email, account.password)
  return account
}

/** The import's own .xls fixture (Excel 97-2003): משה כהן, then שלמה and יוסף by their first names alone. */
const XLS_FIXTURE = fromRoot('mfe-seating/src/features/persons/import/fixtures/worshippers.xls')

const dialog = (page: Page) => page.getByRole('dialog')
const toastWith = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text }).first()

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`worshippers import (${colorScheme})`, () => {
    test.use({ colorScheme, viewport: { width: 1366, height: 900 } })

    test(`imports an .xlsx: bad rows marked before saving, good rows saved (${colorScheme})`, async ({
      page,
      request,
    }) => {
      const account = await signIn(page, request)
      await page.goto('/persons')
      await expectRemoteMounted(page, 'seating')
      await expect(page.getByText('עדיין אין מתפללים')).toBeVisible()

      // The add dialog offers the import, as the seed says.
      await page.getByRole('button', { name: 'הוספת מתפלל' }).click()
      await expect(dialog(page).getByText('הוספת מתפלל')).toBeVisible()
      await dialog(page).getByRole('button', { name: 'ייבוא מקובץ' }).click()
      await expect(dialog(page).getByText('ייבוא מתפללים מקובץ')).toBeVisible()

      await page.getByLabel('קובץ לייבוא').setInputFiles({
        name: 'מתפללים.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await worshippersWorkbook(),
      })
      const preview = page.getByRole('table', { name: 'תצוגה מקדימה של הייבוא' })
      await expect(preview).toBeVisible()
      await expect(dialog(page).getByText('20 שורות')).toBeVisible()
      await expect(dialog(page).getByText('2 עם שגיאות')).toBeVisible()
      // Problems first, so both bad rows are on screen.
      await dialog(page)
        .getByText(/שורות עם הערות/)
        .click()
      await expect(preview.locator('[data-status="error"]')).toHaveCount(2)
      await expect(preview.locator('[data-line="20"]')).toContainText('חסר טלפון')
      await expect(preview.locator('[data-line="21"]')).toContainText('מספר טלפון לא תקין: 12345')
      await expect(preview.getByRole('checkbox', { name: 'ייבוא שורה 20' })).toBeDisabled()
      await saveScreenshot(page, `seating-import-preview-${colorScheme}`)

      await dialog(page).getByRole('button', { name: 'ייבוא 18 מתפללים' }).click()
      await expect(toastWith(page, 'נוספו 18 מתפללים')).toBeVisible()
      await expect(dialog(page)).toHaveCount(0)

      const table = page.getByRole('table', { name: 'רשימת המתפללים' })
      await expect(page.getByText('18 מתוך 300 מתפללים')).toBeVisible()
      // The gender column came in: a man where it said ז, nothing where it was empty.
      const saved = await api<{ firstName: string; lastName: string; gender?: string | null }[]>(
        request,
        await apiToken(request, account),
        'GET',
        '/persons',
      )
      expect(saved.filter((p) => p.gender).map((p) => [p.firstName, p.lastName, p.gender])).toEqual([
        [FIRST_NAMES[0], LAST_NAMES[0], 'male'],
      ])
      await page.getByRole('searchbox', { name: 'חיפוש מתפללים לפי שם או טלפון' }).fill('משה')
      await expect(table.getByRole('row').filter({ hasText: 'כהן' })).toHaveCount(1)
      await expect(table).not.toContainText('אלמוג')
      await page.getByRole('searchbox', { name: 'חיפוש מתפללים לפי שם או טלפון' }).fill('')
      await expect(table.getByRole('row')).not.toHaveCount(1)
      await page.waitForTimeout(1700) // the success toast leaves after 1.5 s
      await saveScreenshot(page, `seating-persons-${colorScheme}`)
    })
  })
}

test.describe('worshippers import at the account limit', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('offers to import only the rows that fit, and counts one worshipper in words', async ({
    page,
    request,
  }) => {
    const warden = await registerViaApi(request)
    const wardenToken = await apiToken(request, warden)
    const me = await api<{ id: number }>(request, wardenToken, 'GET', '/users/me')
    const admin: Account = {
      email: stateValue('adminEmail'),
      password: stateValue('adminPassword'),
      contactName: '',
    }
    await api(request, await apiToken(request, admin), 'PUT', `/users/admin/${me.id}`, { maxPeople: 11 })
    await loginViaUi(page, warden.email, warden.password)
    await page.goto('/persons')
    await expectRemoteMounted(page, 'seating')
    await page.getByRole('button', { name: 'הוספת מתפלל' }).click()
    await dialog(page).getByRole('button', { name: 'ייבוא מקובץ' }).click()
    await page.getByLabel('קובץ לייבוא').setInputFiles({
      name: 'מתפללים.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await worshippersWorkbook(),
    })
    await expect(dialog(page).getByText('החשבון מוגבל ל-11 מתפללים')).toBeVisible()
    // The header's icon keeps its distance from the dialog's right edge, as the title does on the left.
    const headerGap = await page.evaluate(() => {
      const box = document.querySelector('.bp6-dialog')!.getBoundingClientRect()
      const icon = document.querySelector('.bp6-dialog-header > .bp6-icon')!.getBoundingClientRect()
      return box.right - icon.right
    })
    expect(headerGap).toBeGreaterThanOrEqual(10)
    await expect(dialog(page).getByRole('button', { name: 'ייבוא 18 מתפללים' })).toBeDisabled()
    // A real click: it fails when anything (the callout's icon) lies over the button.
    await dialog(page).getByRole('button', { name: 'לייבא רק את 11 הראשונות' }).click()
    await saveScreenshot(page, 'seating-import-limit')
    await dialog(page).getByRole('button', { name: 'ייבוא 11 מתפללים' }).click()
    await expect(toastWith(page, 'נוספו 11 מתפללים')).toBeVisible()
    await expect(page.getByText('11 מתוך 11 מתפללים')).toBeVisible()

    // One more row over an account with room for one: counted as Hebrew says it.
    await api(request, await apiToken(request, admin), 'PUT', `/users/admin/${me.id}`, { maxPeople: 12 })
    await page.reload()
    await expectRemoteMounted(page, 'seating')
    await page.getByRole('button', { name: 'הוספת מתפלל' }).click()
    await dialog(page).getByRole('button', { name: 'ייבוא מקובץ' }).click()
    // A new row, its repeat, a worshipper already listed and a bad phone: each count says 'one' in words.
    await page.getByLabel('קובץ לייבוא').setInputFiles({
      name: 'אחד.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'שם פרטי,שם משפחה,טלפון',
          'עמרם,גאון,0529876543',
          'עמרם,גאון,052-9876543',
          `${FIRST_NAMES[0]},${LAST_NAMES[0]},050-1000000`,
          'גדליה,ברק,12345',
          '',
        ].join('\n'),
      ),
    })
    const counts = [
      '4 שורות',
      'שורה אחת תקינה',
      'שורה אחת כבר קיימת',
      'שורה כפולה אחת בקובץ',
      'שורה אחת עם שגיאה',
    ]
    await screenshotFourWays(page, 'seating-import-counts', async () => {
      for (const count of counts) await expect(dialog(page).getByText(count, { exact: true })).toBeVisible()
    })
    await dialog(page).getByRole('button', { name: 'ייבוא מתפלל אחד' }).click()
    await expect(toastWith(page, 'נוסף מתפלל אחד')).toBeVisible()
  })
})

test.describe('worshippers: add, edit, delete', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('add, edit with a field error, delete with the seed’s confirmation, bulk delete', async ({
    page,
    request,
  }) => {
    await signIn(page, request)
    await page.goto('/persons')
    const add = async (first: string, last: string, phone: string) => {
      await page.getByRole('button', { name: 'הוספת מתפלל' }).first().click()
      await dialog(page).getByLabel('שם פרטי').fill(first)
      await dialog(page).getByLabel('שם משפחה').fill(last)
      await dialog(page).getByLabel('טלפון').fill(phone)
      await dialog(page).getByRole('button', { name: 'הוספה' }).click()
      await expect(dialog(page)).toHaveCount(0)
    }

    // The first name and the phone are required, with the error under each; the last name is not.
    await page.getByRole('button', { name: 'הוספת מתפלל' }).first().click()
    await dialog(page).getByRole('button', { name: 'הוספה' }).click()
    await expect(dialog(page).getByText('שדה חובה')).toHaveCount(1)
    await dialog(page).getByRole('button', { name: 'ביטול' }).click()

    await add('משה', 'כהן', '050-1234567')
    await add('שרה', 'לוי', '02-6543210')
    await add('דוד', 'פרץ', '052-7654321')
    const table = page.getByRole('table', { name: 'רשימת המתפללים' })
    await expect(table.getByRole('row')).toHaveCount(4)

    // Another tab (here: the API) adds someone: personsChanged on the socket refreshes the list.
    const token = await storedToken(page)
    const other = await request.post('/api/persons', {
      data: { firstName: 'רבקה', lastName: 'אדלר', phone: '0509998877' },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(other.status(), await other.text()).toBe(201)
    await expect(table).toContainText('אדלר')
    await expect(table.getByRole('row')).toHaveCount(5)

    await table.getByRole('button', { name: 'עריכת משה כהן' }).click()
    await expect(dialog(page).getByText('עריכת מתפלל')).toBeVisible()
    await dialog(page).getByLabel('טלפון').fill('123')
    await dialog(page).getByRole('button', { name: 'שמירה' }).click()
    await expect(dialog(page).getByText('מספר טלפון לא תקין')).toBeVisible()
    await expect(dialog(page).getByLabel('טלפון')).toHaveAttribute('aria-invalid', 'true')
    await saveScreenshot(page, 'seating-person-dialog-error-light')
    await dialog(page).getByLabel('טלפון').fill('054-1112222')
    await dialog(page).getByLabel('שם פרטי').fill('משה חיים')
    await dialog(page).getByRole('button', { name: 'שמירה' }).click()
    await expect(toastWith(page, 'העדכון בוצע בהצלחה')).toBeVisible()
    await expect(table).toContainText('משה חיים')
    await expect(table).toContainText('054-1112222')

    await table.getByRole('button', { name: 'מחיקת שרה לוי' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'מחיקה' })
    await expect(confirm.getByText('האם אתה בטוח שברצונך למחוק את שרה לוי?')).toBeVisible()
    await confirm.getByRole('button', { name: 'מחק' }).click()
    await expect(toastWith(page, 'נמחק בהצלחה')).toBeVisible()
    await expect(table).not.toContainText('שרה')

    // From the keyboard: the select-all box takes Space.
    await table.getByRole('checkbox', { name: 'בחירת כל המתפללים המוצגים' }).focus()
    await page.keyboard.press('Space')
    await expect(table.getByRole('checkbox', { name: 'בחירת כל המתפללים המוצגים' })).toBeChecked()
    await page.getByRole('button', { name: 'מחיקת הנבחרים' }).click()
    const bulk = page.getByRole('dialog').filter({ hasText: 'מחיקה' })
    await expect(bulk.getByText(/האם אתה בטוח שברצונך למחוק 3 מתפללים/)).toBeVisible()
    await bulk.getByRole('button', { name: 'מחק' }).click()
    await expect(page.getByText('עדיין אין מתפללים')).toBeVisible()

    // An old Excel file (.xls) whose rows name some worshippers by one name: they come in as they are.
    await page.getByRole('button', { name: 'הוספת מתפלל' }).first().click()
    await dialog(page).getByRole('button', { name: 'ייבוא מקובץ' }).click()
    await page.getByLabel('קובץ לייבוא').setInputFiles(XLS_FIXTURE)
    await dialog(page).getByRole('button', { name: 'ייבוא 3 מתפללים' }).click()
    await expect(toastWith(page, 'נוספו 3 מתפללים')).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    for (const [name, phone] of [
      ['שלמה', '052-1234567'],
      ['יוסף', '03-6543210'],
    ] as const)
      await expect(table.getByRole('row').filter({ hasText: name })).toContainText(phone)
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`events, displays and elements (${colorScheme})`, () => {
    test.use({ colorScheme, viewport: { width: 1366, height: 900 } })

    test(`adds an event from a holiday suggestion (${colorScheme})`, async ({ page, request }) => {
      await signIn(page, request)
      await page.goto('/events')
      await expect(page.getByText('עדיין אין אירועים')).toBeVisible()
      const cards = page.locator('.holiday-card')
      await expect(cards.first()).toBeVisible()
      const name = (await cards.first().locator('.holiday-card__name').innerText()).trim()
      await cards
        .first()
        .getByRole('button', { name: `הוספה: ${name}` })
        .click()
      // The toast names what was added, not a general 'the update was made'.
      const added = toastWith(page, 'האירוע נוסף')
      await expect(added).toContainText(`${name} נוסף לאירועים`)
      const list = page.getByRole('table', { name: 'רשימת האירועים' })
      await expect(list.getByRole('row').filter({ hasText: name })).toHaveCount(1)
      // dd/mm/yy and the Hebrew weekday.
      await expect(list.getByRole('row').filter({ hasText: name })).toContainText(
        /\d{2}\/\d{2}\/\d{2}, (יום \S+|שבת)/,
      )
      await expect(
        page.locator('.holiday-card__name').filter({ hasText: new RegExp(`^${name}$`) }),
      ).toHaveCount(0)
      await page.waitForTimeout(1700) // the success toast leaves after 1.5 s
      await saveScreenshot(page, `seating-events-${colorScheme}`)
    })

    test(`creates a display with a row range and an element on a map (${colorScheme})`, async ({
      page,
      request,
    }) => {
      await signIn(page, request)
      const token = await storedToken(page)
      const created = await request.post('/api/maps', {
        data: { name: 'אולם ראשי', rows: 12, cols: 20 },
        headers: { authorization: `Bearer ${token}` },
      })
      expect(created.status(), await created.text()).toBe(201)

      await page.goto('/displays')
      await expect(page.getByRole('heading', { name: /תצוגות הדפסה של אולם ראשי/ })).toBeVisible()
      await page.getByRole('button', { name: 'הוספת תצוגה' }).click()
      await dialog(page).getByLabel('שם התצוגה').fill('חצי קדמי')
      await dialog(page).getByText('כל השורות').click()
      await dialog(page).getByLabel('משורה').fill('1')
      await dialog(page).getByLabel('עד שורה').fill('40')
      await dialog(page).getByRole('button', { name: 'הוספה' }).click()
      await expect(dialog(page).getByText('במפה 12 שורות')).toBeVisible()
      await dialog(page).getByLabel('עד שורה').fill('6')
      await dialog(page).getByRole('button', { name: 'הוספה' }).click()
      await expect(dialog(page)).toHaveCount(0)
      const displays = page.getByRole('list', { name: 'תצוגות הדפסה' })
      await expect(displays.getByRole('listitem').filter({ hasText: 'חצי קדמי' })).toContainText('שורות א–ו')
      await displays.getByRole('button', { name: 'חצי קדמי', exact: true }).click()
      await page.waitForTimeout(1700)
      await saveScreenshot(page, `seating-displays-${colorScheme}`)

      await page.goto('/elements')
      await expect(page.getByText('עדיין אין אלמנטים')).toBeVisible()
      await page.getByRole('button', { name: 'הוספת אלמנט' }).first().click()
      await dialog(page).getByLabel('סוג').selectOption({ label: 'בימה' })
      await expect(dialog(page).getByLabel('שם')).toHaveValue('בימה')
      await dialog(page).getByLabel('שורה', { exact: true }).fill('5')
      await dialog(page).getByLabel('עמודה', { exact: true }).fill('9')
      await dialog(page).getByLabel('גובה (שורות)').fill('2')
      await dialog(page).getByLabel('רוחב (עמודות)').fill('3')
      await dialog(page).getByRole('button', { name: 'הוספה' }).click()
      await expect(dialog(page)).toHaveCount(0)
      await expect(page.getByRole('list', { name: 'אלמנטים' })).toContainText('שורות ה–ו, עמודות 9–11')
      await expect(page.locator('.map-preview__element')).toHaveCount(1)
      await page.waitForTimeout(1700)
      await saveScreenshot(page, `seating-elements-${colorScheme}`)
    })
  })
}

test.describe('seating areas', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a warden marks the men’s section, the women’s section and a balcony; a name twice or an overlap is refused in Hebrew', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const account = await signIn(page, request)
    const token = await apiToken(request, account)
    const hall = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 12,
      cols: 20,
    })

    await page.goto('/areas')
    await expect(page.getByRole('heading', { level: 1, name: 'אזורי ישיבה' })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'אזורים' }),
    ).toBeVisible()
    await expect(page.getByText('עדיין אין אזורים')).toBeVisible()
    await page.getByRole('button', { name: 'הוספת אזור' }).first().click()
    const form = dialog(page)
    await form.getByLabel('שם האזור').fill('עזרת גברים')
    await form.getByLabel('עד שורה').fill('8')
    await form.getByRole('button', { name: 'הוספה' }).click()
    await expect(form).toHaveCount(0)
    const list = page.getByRole('list', { name: 'אזורים' })
    await expect(list.getByRole('listitem').filter({ hasText: 'עזרת גברים' })).toContainText(
      'שורות א–ח · עמודות 1–20',
    )

    // The next area starts behind the first; its name and rows are refused in the form, under the fields.
    await page.getByRole('button', { name: 'הוספת אזור' }).click()
    await expect(form.getByLabel('משורה')).toHaveValue('9')
    await form.getByLabel('שם האזור').fill('עזרת גברים')
    await form.getByLabel('משורה').fill('7')
    await form.getByRole('button', { name: 'הוספה' }).click()
    await expect(form.getByText('כבר קיים במפה אזור בשם הזה')).toBeVisible()
    await expect(form.getByText('האזור חופף לאזור "עזרת גברים"')).toHaveCount(2)
    // The drawing shows where the new area lies over the first.
    await expect(form.locator('.map-preview__area')).toHaveCount(2)
    await expect(form.locator('.map-preview__area--active')).toHaveCount(1)
    await screenshotFourWays(page, 'seating-areas-dialog', async () => {
      await expect(form.getByText('כבר קיים במפה אזור בשם הזה')).toBeVisible()
    })
    await expectAccessibleEverywhere(page, 'the area dialog', async () => {
      await expect(form.getByLabel('שם האזור')).toBeVisible()
    })

    // Meanwhile another warden marks the balcony: the service refuses the overlap in the same words.
    await api(request, token, 'POST', '/areas', {
      mapId: hall.id,
      name: 'יציע',
      rowRange: [9, 10],
      colRange: [1, 20],
    })
    await form.getByLabel('שם האזור').fill('עזרת נשים')
    await form.getByLabel('משורה').fill('9')
    await form.getByRole('button', { name: 'הוספה' }).click()
    await expect(form.getByText('האזור חופף לאזור "יציע"').first()).toBeVisible()
    await form.getByLabel('משורה').fill('11')
    await form.getByRole('button', { name: 'הוספה' }).click()
    await expect(form).toHaveCount(0)
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.getByRole('listitem').filter({ hasText: 'עזרת נשים' })).toContainText(
      'שורות יא–יב · עמודות 1–20',
    )
    await expect(page.locator('.map-screen__preview .map-preview__area')).toHaveCount(3)
    await list.getByRole('listitem').filter({ hasText: 'יציע' }).hover()
    await expect(page.getByRole('heading', { name: 'יציע: שורות ט–י · עמודות 1–20' })).toBeVisible()
    await page.mouse.move(0, 0)

    await screenshotFourWays(page, 'seating-areas', async () => {
      await expect(list.getByRole('listitem')).toHaveCount(3)
      await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8000 })
    })
    await expectAccessibleEverywhere(page, 'the areas screen', async () => {
      await expect(list.getByRole('listitem')).toHaveCount(3)
    })

    // The balcony goes; the map's document lists what is left.
    await list.getByRole('button', { name: 'מחיקת יציע' }).click()
    await page.getByRole('dialog', { name: 'מחיקה' }).getByRole('button', { name: 'מחק' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const doc = await api<{ areas: Array<{ name: string }> }>(request, token, 'GET', `/maps/${hall.id}`)
    expect(doc.areas.map((a) => a.name)).toEqual(['עזרת גברים', 'עזרת נשים'])
  })
})
