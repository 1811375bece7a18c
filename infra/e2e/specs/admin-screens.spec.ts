import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminAccount, loginViaUi, newAccount, registerViaApi, userMenu } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { daysAgoForAll } from '../support/clock.js'
import { expectRemoteMounted } from '../support/remotes.js'
import { saveScreenshot } from '../support/screens.js'
import { backdateAccount } from '../support/subscription.js'

/** The newest toast with the text (an earlier one may still be fading). */
const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).last()

/** A mobile phone no other test uses, so a search by it finds one row. */
const uniquePhone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

interface CreatedLead {
  id: number
  name: string
  phone: string
  email: string
}

/** A lead as a visitor leaves it: the public contact form's call, no token. */
async function leadFromLandingPage(request: APIRequestContext, name: string): Promise<CreatedLead> {
  const id = randomBytes(4).toString('hex')
  const lead = {
    name,
    phone: uniquePhone(),
    email: `lead-${id}@example.com`,
    message: 'בית הכנסת שלנו מלא בשבתות',
  }
  const res = await request.post('/api/leads', { data: lead })
  expect(res.status(), await res.text()).toBe(201)
  const receipt = (await res.json()) as { ok: true; id: number }
  return { ...lead, id: receipt.id }
}

async function openUsers(page: Page): Promise<void> {
  await page.goto('/users')
  await expectRemoteMounted(page, 'admin')
  await expect(page.getByRole('table', { name: 'רשימת המשתמשים' })).toBeVisible()
}

const userSearch = (page: Page) => page.getByRole('searchbox', { name: /חיפוש משתמשים/ })
const userRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

test.describe('admin screens', () => {
  test('users: find by search, edit, add, delete with the confirmation', async ({ page, request }) => {
    const warden = await registerViaApi(request, newAccount(), { phone: uniquePhone() })
    await loginViaUi(page, adminAccount().email, adminAccount().password)
    await openUsers(page)

    // Find by email, then by the phone's digits typed with a dash.
    await userSearch(page).fill(warden.email)
    await expect(userRow(page, warden.email)).toHaveCount(1)
    await expect(page.getByRole('row')).toHaveCount(2)
    // The list as shown downloads as a file: the one user found, under Hebrew headers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ייצוא המשתמשים בקובץ CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('משתמשים.csv')
    const csv = readFileSync((await download.path())!, 'utf8')
    expect(csv.split('\r\n')).toHaveLength(2)
    expect(csv).toContain('בית כנסת,איש קשר,אימייל')
    expect(csv).toContain(warden.email)

    await page.getByRole('button', { name: `עריכת ${warden.contactName}` }).click()
    const edit = page.getByRole('dialog', { name: 'עריכת משתמש' })
    await expect(edit.getByLabel('שם איש הקשר')).toHaveValue(warden.contactName)
    await edit.getByLabel('מספר מתפללים מרבי').fill('450')
    await edit.getByRole('button', { name: 'שמירה' }).click()
    await expect(toast(page, 'העדכון בוצע בהצלחה')).toBeVisible()
    await expect(edit).toBeHidden()
    const token = await apiToken(request, adminAccount())
    const users = await api<Array<{ email: string | null; maxPeople: number }>>(
      request,
      token,
      'GET',
      '/users',
    )
    expect(users.find((u) => u.email === warden.email)?.maxPeople).toBe(450)

    // Add: every required field, then the new account is in the list.
    const added = newAccount()
    const addedPhone = uniquePhone()
    await page.getByRole('button', { name: 'הוספת משתמש' }).click()
    const add = page.getByRole('dialog', { name: 'הוספת משתמש' })
    await add.getByRole('button', { name: 'הוספה' }).click()
    await expect(add.getByText('הסיסמה חייבת להכיל לפחות 8 תווים')).toBeVisible()
    await add.getByLabel('שם איש הקשר').fill(added.contactName)
    await add.getByLabel('שם בית הכנסת').fill('היכל שלמה')
    await add.getByLabel('אימייל').fill(added.email)
    await add.getByLabel('טלפון').fill(`${addedPhone.slice(0, 3)}-${addedPhone.slice(3)}`)
    await add.getByLabel('סיסמה').fill(added.password)
    await add.getByRole('button', { name: 'הוספה' }).click()
    await expect(toast(page, 'הוספת משתמש בוצעה בהצלחה')).toBeVisible()
    await expect(add).toBeHidden()
    await userSearch(page).fill(`${addedPhone.slice(0, 3)}-${addedPhone.slice(3, 6)}`)
    await expect(userRow(page, added.email)).toHaveCount(1)
    await expect(userRow(page, added.email)).toContainText('היכל שלמה')

    // Delete: the dialog names the synagogue, says what goes with it, and waits for its name.
    await page.getByRole('button', { name: `מחיקת ${added.contactName}` }).click()
    const confirm = page.getByRole('dialog', { name: 'מחיקת היכל שלמה' })
    await expect(confirm).toContainText('האם אתה בטוח שברצונך למחוק את היכל שלמה?')
    await expect(confirm).toContainText('המנוי יבוטל אצל חברת הסליקה')
    await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused()
    const confirmButton = confirm.getByRole('button', { name: 'מחק' })
    await expect(confirmButton).toBeDisabled()
    await confirm.getByLabel('לאישור, הקלידו את השם: היכל שלמה').fill('היכל')
    await expect(confirmButton).toBeDisabled()
    await saveScreenshot(page, 'admin-delete-synagogue')
    await confirm.getByLabel('לאישור, הקלידו את השם: היכל שלמה').fill('היכל שלמה')
    await confirmButton.click()
    await expect(toast(page, 'נמחק בהצלחה')).toContainText('היכל שלמה נמחק עם כל נתוניו')
    await expect(userRow(page, added.email)).toHaveCount(0)
    await expect(page.getByText('לא נמצאו משתמשים')).toBeVisible()
  })

  test('a lowered limit is enforced on the warden’s next change; a deleted user is shut out at once', async ({
    page,
    request,
  }) => {
    const warden = await registerViaApi(request, newAccount(), { phone: uniquePhone() })
    const wardenToken = await apiToken(request, warden)
    await api(request, wardenToken, 'POST', '/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0521110001',
    })
    // The account is now cached by seating as allowed to add worshippers.
    await api(request, wardenToken, 'POST', '/persons', {
      firstName: 'דוד',
      lastName: 'לוי',
      phone: '0521110002',
    })

    await loginViaUi(page, adminAccount().email, adminAccount().password)
    await openUsers(page)
    await userSearch(page).fill(warden.email)
    await page.getByRole('button', { name: `עריכת ${warden.contactName}` }).click()
    const edit = page.getByRole('dialog', { name: 'עריכת משתמש' })
    await edit.getByLabel('מספר מתפללים מרבי').fill('2')
    await edit.getByRole('button', { name: 'שמירה' }).click()
    await expect(toast(page, 'העדכון בוצע בהצלחה')).toBeVisible()
    const third = await request.post('/api/persons', {
      headers: { authorization: `Bearer ${wardenToken}` },
      data: { firstName: 'יעקב', lastName: 'פרץ', phone: '0521110003' },
    })
    expect(third.status()).toBe(422)
    expect(((await third.json()) as { error: string }).error).toBe('quota_exceeded')

    await page.getByRole('button', { name: `מחיקת ${warden.contactName}` }).click()
    const confirm = page.getByRole('dialog', { name: /^מחיקת / })
    // The name to type is the one the dialog asks for.
    const asked = (await confirm.locator('label[for="seats-confirm-typed"]').innerText()).split(': ')[1]
    await confirm.getByRole('textbox').fill(asked ?? '')
    await confirm.getByRole('button', { name: 'מחק' }).click()
    await expect(toast(page, 'נמחק בהצלחה')).toBeVisible()
    // The account's tokens are refused at once (the services purge its data on the event) and it can no
    // longer sign in.
    await expect
      .poll(
        async () =>
          (
            await request.get('/api/persons', { headers: { authorization: `Bearer ${wardenToken}` } })
          ).status(),
        { timeout: 15_000 },
      )
      .toBe(401)
    const login = await request.post('/api/auth/login', {
      data: { username: warden.email, password: warden.password },
    })
    expect(login.status()).toBe(401)
  })

  test('a lead from the landing page: communications, status, and an account made from it', async ({
    page,
    request,
  }) => {
    const lead = await leadFromLandingPage(request, `ליד ${randomBytes(3).toString('hex')}`)
    await loginViaUi(page, adminAccount().email, adminAccount().password)
    await page.goto('/leads')
    await expectRemoteMounted(page, 'admin')
    await page.getByRole('searchbox', { name: /חיפוש לידים/ }).fill(lead.name)
    const row = page.getByRole('row').filter({ hasText: lead.name })
    await expect(row).toContainText('חדש')
    await expect(row).toContainText('דף נחיתה')
    await row.getByRole('link', { name: lead.name }).click()
    await expect(page).toHaveURL(new RegExp(`/leads/${lead.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: lead.name })).toBeVisible()
    await expect(page.getByText('בית הכנסת שלנו מלא בשבתות')).toBeVisible()

    // Two communications: the newer on top.
    for (const [type, content] of [
      ['שיחה', 'שיחה ראשונה: ביקש לשמוע על המחיר'],
      ['פגישה', 'פגישה בבית הכנסת עם הגבאי'],
    ] as const) {
      await page.getByRole('button', { name: 'הוספת התקשרות' }).click()
      const dialog = page.getByRole('dialog', { name: 'הוספת התקשרות' })
      await dialog.getByRole('radio', { name: type }).click()
      await dialog.getByLabel('תוכן').fill(content)
      await dialog.getByRole('button', { name: 'הוספה' }).click()
      await expect(dialog).toBeHidden()
    }
    const items = page.locator('.lead-communication')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('פגישה בבית הכנסת עם הגבאי')
    await expect(items.first()).toContainText('פגישה')
    await expect(items.nth(1)).toContainText('שיחה')

    // Edit the older one.
    await items
      .nth(1)
      .getByRole('button', { name: /^עריכת שיחה/ })
      .click()
    const editCommunication = page.getByRole('dialog', { name: 'עריכת התקשרות' })
    await editCommunication.getByLabel('תוכן').fill('שיחה ראשונה: ביקש הצעת מחיר במייל')
    await editCommunication.getByRole('button', { name: 'שמירה' }).click()
    await expect(items.nth(1)).toContainText('ביקש הצעת מחיר במייל')

    // Any status may be set.
    await page.getByLabel('סטטוס').selectOption({ label: 'מעוניין' })
    await expect(toast(page, 'העדכון בוצע בהצלחה')).toBeVisible()
    await expect(page.locator('.lead-details [data-status]')).toHaveText('מעוניין')

    // An account from the lead: the user dialog comes filled with the lead's details.
    await page.getByRole('button', { name: 'יצירת חשבון מהליד' }).click()
    const account = page.getByRole('dialog', { name: 'הוספת משתמש' })
    await expect(account.getByLabel('שם איש הקשר')).toHaveValue(lead.name)
    await expect(account.getByLabel('אימייל')).toHaveValue(lead.email)
    await expect(account.getByLabel('טלפון')).toHaveValue(lead.phone)
    await account.getByLabel('סיסמה').fill('Lead-account-pw1')
    await account.getByRole('button', { name: 'הוספה' }).click()
    await expect(toast(page, 'הוספת משתמש בוצעה בהצלחה')).toBeVisible()
    await expect(page.locator('.lead-details [data-status]')).toHaveText('נוצר משתמש')

    // The new account signs in with what the admin set.
    const login = await request.post('/api/auth/login', {
      data: { username: lead.email, password: 'Lead-account-pw1' },
    })
    expect(login.status()).toBe(200)

    // Back in the list the lead says so; then it is deleted from its page.
    await page.getByRole('link', { name: 'חזרה ללידים' }).click()
    await expect(page.getByRole('row').filter({ hasText: lead.name })).toContainText('נוצר משתמש')
    await page.getByRole('row').filter({ hasText: lead.name }).getByRole('link', { name: lead.name }).click()
    await page.getByRole('button', { name: 'מחיקה' }).click()
    await page.getByRole('dialog', { name: 'מחיקה' }).getByRole('button', { name: 'מחק' }).click()
    await expect(toast(page, 'נמחק בהצלחה')).toBeVisible()
    await expect(page).toHaveURL(/\/leads$/)
    await expect(page.getByRole('row').filter({ hasText: lead.name })).toHaveCount(0)
    await page.goto(`/leads/${lead.id}`)
    await expect(page.getByText('הליד לא נמצא')).toBeVisible()
  })

  test('users: email the selected, and a drawer with extend-trial, mark-paid, audit log and sign-ins', async ({
    page,
    request,
  }) => {
    const first = await registerViaApi(request, newAccount(), { phone: uniquePhone() })
    const second = await registerViaApi(request, newAccount(), { phone: uniquePhone() })
    await loginViaUi(page, adminAccount().email, adminAccount().password)
    await openUsers(page)

    // Two users picked by search, then emailed together.
    for (const account of [first, second]) {
      await userSearch(page).fill(account.email)
      await page.getByRole('checkbox', { name: `בחירת ${account.contactName}` }).check({ force: true })
    }
    await userSearch(page).fill('')
    await expect(page.getByRole('region', { name: 'הנבחרים' })).toContainText('נבחרו 2')
    await page.getByRole('button', { name: 'שליחת מייל לנבחרים' }).click()
    const email = page.getByRole('dialog', { name: 'שליחת מייל' })
    await expect(email).toContainText(first.contactName)
    await email.getByRole('button', { name: 'שליחה' }).click()
    await expect(email.getByText('שדה חובה').first()).toBeVisible()
    await email.getByLabel('נושא').fill('עדכון ממקום פנוי')
    await email.getByLabel('תוכן').fill('שלום,\n\nהמערכת מוכנה לשבת הקרובה.')
    await email.getByRole('button', { name: 'שליחה' }).click()
    const sent = toast(page, 'המייל נשלח!')
    await expect(sent).toBeVisible()
    await expect(sent).toContainText('המייל נשלח ל-2 משתמשים')
    await expect(email).toBeHidden()
    const token = await apiToken(request, adminAccount())
    const outbox = await api<{ messages: Array<{ to: string; subject: string; status: string }> }>(
      request,
      token,
      'GET',
      '/users/outbox?limit=50',
    )
    expect(outbox.messages.filter((m) => m.subject === 'עדכון ממקום פנוי').map((m) => m.to)).toEqual(
      expect.arrayContaining([first.email, second.email]),
    )

    // The first user's drawer: extend the trial, mark as paid, and read it all in the audit log.
    await userSearch(page).fill(first.email)
    await page.getByRole('button', { name: `פרטי ${first.contactName}` }).click()
    const drawer = page.locator('.user-drawer')
    await expect(drawer).toContainText(first.email)
    await drawer.getByLabel('הארכת תקופת הניסיון').fill('10')
    await drawer.getByRole('button', { name: 'הארכה' }).click()
    await expect(toast(page, 'העדכון בוצע בהצלחה')).toBeVisible()
    const history = drawer.getByRole('list', { name: 'יומן פעולות' })
    await expect(history).toContainText('הארכת תקופת ניסיון')
    await expect(history).toContainText('שליחת מייל')
    await expect(history).toContainText('נושא: עדכון ממקום פנוי')
    await drawer.getByRole('button', { name: 'סימון כמשלם' }).click()
    await expect(history).toContainText('סימון כמשלם')
    await expect(drawer).toContainText('חודשי')
    // A paying account's time follows its charges: the trial can no longer be extended.
    await expect(drawer.getByLabel('הארכת תקופת הניסיון')).toHaveCount(0)
    await expect(drawer).toContainText('תום המנוי נקבע לפי החיובים')
    await drawer.getByRole('tab', { name: 'כניסות' }).click()
    await expect(drawer.getByRole('list', { name: 'כניסות' })).toContainText('הרשמה')
    // The account's money, as billing holds it.
    await drawer.getByRole('tab', { name: 'תשלומים' }).click()
    await expect(drawer).toContainText('מצב המנוי')
    await expect(drawer.locator('.account-billing')).toContainText(/מסלולעד \d+ מתפללים, חודשי/)
    await expect(drawer).toContainText('אין תשלומים לחשבון.')
    await page.keyboard.press('Escape')
    // Paid through the end of the chosen day, Israel time.
    await expect(userRow(page, first.email)).toContainText('23:59')
  })

  test('/outbox shows a sent message as it went out, /admin draws the dashboards', async ({
    page,
    request,
  }) => {
    const recipient = await registerViaApi(request)
    const adminToken = await apiToken(request, adminAccount())
    const listed = await api<{ users: Array<{ id: number; email: string | null }> }>(
      request,
      adminToken,
      'GET',
      '/users/admin-list',
    )
    const target = listed.users.find((u) => u.email === recipient.email)!
    const subject = `בדיקת דואר ${randomBytes(3).toString('hex')}`
    await api(request, adminToken, 'POST', '/users/send-email', {
      userIds: [target.id],
      subject,
      body: 'שלום וברכה',
    })

    await loginViaUi(page, adminAccount().email, adminAccount().password)
    await page
      .getByRole('navigation', { name: 'ניווט ראשי' })
      .getByRole('link', { name: 'דואר יוצא' })
      .click()
    await expect(page).toHaveURL(/\/outbox$/)
    await expect(page).toHaveTitle('מקום פנוי | דואר יוצא')
    const table = page.getByRole('table', { name: 'הדואר היוצא' })
    await expect(table).toContainText(subject)
    await page
      .getByRole('button', { name: /^הצגת ההודעה/ })
      .first()
      .click()
    await expect(page.locator('iframe.message-dialog__frame')).toBeVisible()
    await page.keyboard.press('Escape')
    await page.goto('/admin')
    await expect(page).toHaveTitle('מקום פנוי | לוח בקרה')
    await expect(page.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'חשבונות לפי סטטוס' }).locator('svg').first()).toBeVisible()
    // The money: revenue and recurring revenue, the month's payers, declines, cancellations and lapses, churn.
    const revenue = page.getByRole('region', { name: 'הכנסה בחודש' })
    await expect(revenue).toContainText('הכנסה חודשית קבועה')
    await expect(revenue.locator('svg').first()).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: 'משלמים, חיובים שנדחו, ביטולים ומנויים שפקעו בחודש' })
        .locator('svg')
        .first(),
    ).toBeVisible()
    // Churn is drawn once a month had payers before it; until then the card says so.
    const churn = page.getByRole('region', { name: 'נטישה בחודש' })
    await expect(
      churn
        .locator('svg')
        .first()
        .or(churn.getByText('אין עדיין נתוני נטישה', { exact: false })),
    ).toBeVisible()
    const [payments] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ייצוא התשלומים בקובץ CSV' }).click(),
    ])
    expect(payments.suggestedFilename()).toBe('תשלומים.csv')
    expect(readFileSync((await payments.path())!, 'utf8')).toContain('תאריך,בית כנסת,איש קשר,אימייל,סכום')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await saveScreenshot(page, `admin-dashboard-shell-${scheme}`)
    }
  })

  test('a non-admin is sent home from every admin screen', async ({ page, request }) => {
    const account = await registerViaApi(request)
    await loginViaUi(page, account.email, account.password)
    for (const path of ['/users', '/leads', '/leads/1', '/outbox', '/admin']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
      await expect(userMenu(page)).toContainText(account.contactName)
    }
  })
})

/** Accounts in every state the list shows, so the screenshots carry each tag. */
async function seedAccounts(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, adminAccount())
  const run = randomBytes(2).toString('hex')
  const plans: Array<{ name: string; synagogue: string; days?: number; change?: Record<string, unknown> }> = [
    { name: `אברהם כהן ${run}`, synagogue: 'אהל יצחק', change: { subscriptionType: 'חודשי', price: 99 } },
    { name: `יעקב לוי ${run}`, synagogue: 'בית יוסף', days: 25 },
    {
      name: `משה פרידמן ${run}`,
      synagogue: 'היכל שלמה',
      days: 40,
      change: { subscriptionEndsAt: daysAgoForAll(5).toISOString() },
    },
    {
      name: `דוד אזולאי ${run}`,
      synagogue: 'חסדי אבות',
      change: {
        subscriptionType: 'חודשי',
        subscriptionEndsAt: daysAgoForAll(2).toISOString(),
        maxPeople: 600,
        price: 149,
      },
    },
  ]
  for (const plan of plans) {
    const account = { ...newAccount(), contactName: plan.name }
    const created = await api<{ id: number }>(request, token, 'POST', '/users', {
      email: account.email,
      password: account.password,
      contactName: plan.name,
      synagogueName: plan.synagogue,
      phone: uniquePhone(),
      isNew: false,
    })
    if (plan.days) await backdateAccount(account.email, plan.days)
    if (plan.change) await api(request, token, 'PUT', `/users/admin/${created.id}`, plan.change)
  }
}

async function seedLeads(request: APIRequestContext): Promise<CreatedLead> {
  const token = await apiToken(request, adminAccount())
  const statuses = ['contacted', 'interested', 'not_interested', 'user_created'] as const
  const names = ['שמעון ביטון', 'רחל גולדברג', 'נחום שפירא', 'אליהו חדד']
  for (const [i, status] of statuses.entries()) {
    const lead = await leadFromLandingPage(request, names[i]!)
    await api(request, token, 'PUT', `/leads/${lead.id}`, {
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      message: lead.email ? 'מחפשים פתרון לשבתות שבהן מתפללים רבים נוסעים' : '',
      source: i % 2 ? 'הדגמה' : 'דף נחיתה',
      status,
    })
  }
  const open = await leadFromLandingPage(request, 'מנחם רוזנברג')
  for (const [type, content] of [
    ['call', 'התקשרתי לגבאי. ביקש לשמוע איך עובד הדיווח בטלפון ומה קורה כשמתפלל נוסע לשבת.'],
    ['email', 'שלחתי מייל עם הסבר על תקופת הניסיון וקישור להדגמה.'],
    ['meeting', 'פגישה בבית הכנסת: עברנו על מפת המקומות, סוכם לפתוח חשבון אחרי החגים.'],
  ] as const) {
    await api(request, token, 'POST', '/communication', { leadId: open.id, type, content })
  }
  return open
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`admin screens in ${colorScheme}`, () => {
    test(`users, the user dialog, leads and a lead; desktop and 390 px (${colorScheme})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await seedAccounts(request)
      const lead = await seedLeads(request)
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width: 1366, height: 900 })
      await loginViaUi(page, adminAccount().email, adminAccount().password)
      await openUsers(page)
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', colorScheme)
      await saveScreenshot(page, `admin-users-${colorScheme}`)
      await page.getByRole('button', { name: 'הוספת משתמש' }).click()
      await expect(page.getByRole('dialog', { name: 'הוספת משתמש' })).toBeVisible()
      await saveScreenshot(page, `admin-user-dialog-${colorScheme}`)
      await page.getByRole('dialog', { name: 'הוספת משתמש' }).getByRole('button', { name: 'ביטול' }).click()
      const someone = page.getByRole('button', { name: /^פרטי / }).first()
      await someone.click()
      // The first user may have no history yet: the tab's panel is there either way.
      await expect(page.locator('.user-drawer').getByRole('tabpanel', { name: 'יומן פעולות' })).toBeVisible()
      await saveScreenshot(page, `admin-user-drawer-${colorScheme}`)
      await page.keyboard.press('Escape')
      await expect(page.locator('.user-drawer')).toBeHidden()
      await page
        .getByRole('button', { name: /^שליחת מייל ל/ })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: 'שליחת מייל' })).toBeVisible()
      await saveScreenshot(page, `admin-email-dialog-${colorScheme}`)
      await page.getByRole('dialog', { name: 'שליחת מייל' }).getByRole('button', { name: 'ביטול' }).click()

      await page.goto('/leads')
      await expect(page.getByRole('table', { name: 'רשימת הלידים' })).toBeVisible()
      await saveScreenshot(page, `admin-leads-${colorScheme}`)
      await page.goto(`/leads/${lead.id}`)
      await expect(page.locator('.lead-communication')).toHaveCount(3)
      await saveScreenshot(page, `admin-lead-${colorScheme}`)

      await page.setViewportSize({ width: 390, height: 844 })
      await openUsersOnPhone(page)
      await saveScreenshot(page, `admin-users-${colorScheme}-390`)
      await page.getByRole('button', { name: 'הוספת משתמש' }).click()
      await expect(page.getByRole('dialog', { name: 'הוספת משתמש' })).toBeVisible()
      await saveScreenshot(page, `admin-user-dialog-${colorScheme}-390`)
      await page.getByRole('dialog', { name: 'הוספת משתמש' }).getByRole('button', { name: 'ביטול' }).click()
      await page
        .getByRole('button', { name: /^פרטי / })
        .first()
        .click()
      // The first user may have no history yet: the tab's panel is there either way.
      await expect(page.locator('.user-drawer').getByRole('tabpanel', { name: 'יומן פעולות' })).toBeVisible()
      await saveScreenshot(page, `admin-user-drawer-${colorScheme}-390`)
      await page.keyboard.press('Escape')
      await page.goto('/leads')
      await expect(page.getByRole('list', { name: 'רשימת הלידים' })).toBeVisible()
      await expectNoSidewaysScroll(page)
      await saveScreenshot(page, `admin-leads-${colorScheme}-390`)
      await page.goto(`/leads/${lead.id}`)
      await expect(page.locator('.lead-communication')).toHaveCount(3)
      await expectNoSidewaysScroll(page)
      await saveScreenshot(page, `admin-lead-${colorScheme}-390`)
    })
  })
}

async function openUsersOnPhone(page: Page): Promise<void> {
  await page.goto('/users')
  await expectRemoteMounted(page, 'admin')
  // On a phone the rows are cards.
  await expect(page.getByRole('list', { name: 'רשימת המשתמשים' })).toBeVisible()
  await expectNoSidewaysScroll(page)
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
}
