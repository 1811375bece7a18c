import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { SCREENSHOTS_DIR, stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { expectAccessibleEverywhere } from '../support/axe.js'
import { api, apiToken, type Person } from '../support/api.js'
import { restoreSystemClock, setSystemClock } from '../support/clock.js'
import { mailAttachment, mailCount, receivedMail } from '../support/mailbox.js'
import { pdfContains, pdfPagesOf } from '../support/pdf.js'
import { uniquePhone } from '../support/phone-line.js'
import { screenshotFourWays } from '../support/screens.js'

// A weekday before the Shabbat of 28 November 2026, so the map may be sent whatever day the suite runs on
// (the serial project: the calendar is the whole system's).
const THURSDAY_MORNING = '2026-11-26T10:00:00+02:00'
const SHABBAT = '2026-11-28'
// Jerusalem lights candles at 15:55 that Friday; the warden's setting sends two hours before.
const FRIDAY_AFTER_SEND_TIME = '2026-11-27T13:56:00+02:00'
const FRIDAY_CANDLES_LIT = '2026-11-27T15:56:00+02:00'
const A4_LANDSCAPE = { width: 841.89, height: 595.28 }

test.describe('the guest map by mail', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  test.afterEach(async () => {
    await restoreSystemClock()
  })

  test("a warden's setting mails the guest map as a PDF to both addresses: the free seats, and no name of who is away", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    await setSystemClock(THURSDAY_MORNING)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'דוד', lastName: 'המטייל', phone: uniquePhone() },
      { firstName: 'משה', lastName: 'הקבוע', phone: uniquePhone() },
    ])
    const [david, moshe] = created as [Person, Person]
    // Two rows of four: David's seat and Moshe's; David is away this Shabbat, so 7 seats are free for guests.
    await api(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 2,
      cols: 4,
      cells: [
        { row: 1, col: 1, kind: 'seat', people: [{ id: david.id }] },
        { row: 1, col: 2, kind: 'seat', people: [{ id: moshe.id }] },
      ],
    })
    await api(request, token, 'POST', '/reports', {
      personId: david.id,
      date: SHABBAT,
      eventId: null,
      source: 'warden',
    })

    await loginViaUi(page, account.email, account.password)
    await page.goto('/reminders')
    const card = page.getByRole('region', { name: 'מפת האורחים במייל' })
    await expect(card).toBeVisible()
    await card.getByText('לשלוח את המפה בכל ערב שבת וחג').click()
    await card.getByLabel('מפה', { exact: true }).selectOption({ label: 'אולם ראשי' })
    await card.getByLabel('מתי', { exact: true }).selectOption({ label: 'שעתיים לפני הדלקת הנרות' })
    const second = `gabbai-${Date.now()}@example.com`
    await card.getByLabel(/כתובות נוספות/).fill(`לא-כתובת\n${second}`)
    await card.getByRole('button', { name: 'שמירת ההגדרה' }).click()
    // A bad address is named, and nothing is saved until it is fixed.
    await expect(card.getByText('כתובת אימייל אינה תקינה')).toBeVisible()
    await card.getByLabel(/כתובות נוספות/).fill(second)
    await card.getByRole('button', { name: 'שמירת ההגדרה' }).click()
    await expect(page.getByText('הגדרת המפה במייל נשמרה')).toBeVisible()
    // Friday 27 November: Jerusalem lights candles at 15:55, so the map goes two hours before.
    await expect(card.getByRole('status')).toHaveText(
      /^המפה לשבת פרשת .* תישלח ביום שישי, 27\/11 בשעה 13:55 \(הדלקת הנרות 15:55\)\.$/,
    )

    await card.getByRole('button', { name: 'לשלוח את המפה עכשיו' }).click()
    await expect(page.getByText('המפה בדרך לתיבת המייל')).toBeVisible()

    // The PDF is rendered from the print view on the server and mailed through the local mail server.
    const mail = await receivedMail(request, account.email, /^מפת האורחים לשבת /, 120_000)
    expect(mail.text).toContain('7 מקומות פנויים')
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `אולם ראשי - ${SHABBAT}.pdf`, contentType: 'application/pdf' }),
    ])
    const pdf = await mailAttachment(request, mail, 0)
    mkdirSync(SCREENSHOTS_DIR, { recursive: true })
    writeFileSync(path.join(SCREENSHOTS_DIR, 'guest-map-mail.pdf'), pdf)
    const pages = await pdfPagesOf(pdf)
    expect(pages).toHaveLength(1)
    expect(Math.abs(pages[0]!.width - A4_LANDSCAPE.width)).toBeLessThan(1.5)
    expect(Math.abs(pages[0]!.height - A4_LANDSCAPE.height)).toBeLessThan(1.5)
    const text = pages[0]!.text
    expect(pdfContains(text, 'פנוי')).toBe(true)
    expect(pdfContains(text, 'הקבוע')).toBe(true)
    expect(pdfContains(text, 'המטייל')).toBe(false)
    const copy = await receivedMail(request, second, /^מפת האורחים לשבת /, 60_000)
    expect(copy.attachments).toHaveLength(1)

    // Friday, a minute after the set time: the eve's own mailing (the workers' tick, asked at once here).
    const tick = async () => {
      const res = await request.post(`${stateValue('reportingUrl')}/internal/guest-map-mails/tick`, {
        headers: { 'x-service-token': stateValue('opsToken') },
      })
      return ((await res.json()) as { queued: number }).queued
    }
    await setSystemClock(FRIDAY_AFTER_SEND_TIME)
    expect(await tick()).toBe(1)
    expect(await tick()).toBe(0)
    await expect
      .poll(() => mailCount(request, account.email, /^מפת האורחים לשבת /), { timeout: 60_000 })
      .toBe(2)
    // Moshe calls in too: the next tick mails the updated map, once it has the first one out.
    const report = await api<{ id: number }>(request, token, 'POST', '/reports', {
      personId: moshe.id,
      date: SHABBAT,
      eventId: null,
      source: 'warden',
    })
    await expect.poll(tick, { timeout: 60_000 }).toBe(1)
    const updated = await receivedMail(request, second, /^מפה מעודכנת: מפת האורחים לשבת /, 60_000)
    expect(updated.text).toContain('8 מקומות פנויים')
    const updatedText = (await pdfPagesOf(await mailAttachment(request, updated, 0)))[0]!.text
    expect(pdfContains(updatedText, 'הקבוע')).toBe(false)
    // Once the candles are lit nothing more goes, whatever changes.
    await setSystemClock(FRIDAY_CANDLES_LIT)
    await api(request, token, 'DELETE', `/reports/${report.id}`)
    expect(await tick()).toBe(0)

    await page.reload()
    const sends = card.getByRole('listitem')
    await expect(sends).toHaveCount(3)
    await expect(sends.nth(0)).toContainText('מפה מעודכנת')
    await expect(sends.nth(0)).toContainText('8 פנויים')
    await expect(sends.nth(1)).toContainText('בזמן שנקבע')
    await expect(sends.nth(2)).toContainText('נשלחה ידנית')
    for (const i of [0, 1, 2]) await expect(sends.nth(i).getByText('נשלחה', { exact: true })).toBeVisible()
    await screenshotFourWays(page, 'guest-map-mail-card', async () => {
      await card.scrollIntoViewIfNeeded()
      await expect(sends.first()).toBeVisible()
    })
    await expectAccessibleEverywhere(page, '/reminders (guest map by mail)', async (p) => {
      await expect(p.getByRole('region', { name: 'מפת האורחים במייל' })).toBeVisible()
    })
  })
})
