import { expect, test, type Page } from '@playwright/test'
import { loginViaUi, newAccount, registerViaApi } from '../support/accounts.js'
import { api, apiToken, type Person } from '../support/api.js'
import { phoneReport, uniquePhone } from '../support/phone-line.js'
import { expectRemoteMounted } from '../support/remotes.js'

/**
 * With the system's "reduce motion" on, nothing on the page moves: the landing page and its carousel, the
 * demo, Blueprint's popovers, dialogs and toasts, and the guided tour's last step (no confetti at all).
 */

/**
 * Installed in every page before its own scripts: each frame, it notes every animation that is running and
 * lasts, named by the animation or the property and the element's classes. Reduced, a transition still
 * exists for its 0.01 ms (so its end event fires): only motion over a millisecond counts, delay included
 * (an endless loop lasts for ever).
 */
function recordMotion() {
  const seen = new Set<string>()
  ;(window as unknown as { __motionSeen: Set<string> }).__motionSeen = seen
  const describe = (a: Animation) => {
    const what =
      'animationName' in a
        ? `animation ${String(a.animationName)}`
        : 'transitionProperty' in a
          ? `transition ${String(a.transitionProperty)}`
          : 'script animation'
    const target = (a.effect as KeyframeEffect | null)?.target
    return `${what} on <${target?.tagName.toLowerCase() ?? '?'} class="${target?.getAttribute('class') ?? ''}">`
  }
  const tick = () => {
    for (const a of document.getAnimations()) {
      if (a.playState !== 'running') continue
      const timing = a.effect?.getComputedTiming()
      if ((timing?.delay ?? 0) + Number(timing?.activeDuration ?? 0) > 1) seen.add(describe(a))
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/** The motion seen since the page opened or since the last look (two more frames included); then forgotten. */
function motionSince(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const seen = (window as unknown as { __motionSeen: Set<string> }).__motionSeen
    const list = [...seen]
    seen.clear()
    return list
  })
}

async function expectStill(page: Page, where: string): Promise<void> {
  expect(await motionSince(page), `${where}: animations that ran`).toEqual([])
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/')
  await expectRemoteMounted(page, 'landing')
  await expect(page.locator('#start h1')).toBeVisible()
}

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  test.beforeEach(({ page }) => page.addInitScript(recordMotion))

  test('the landing page stands still: no entrance, no scroll-in, no smooth scroll, the carousel waits', async ({
    page,
  }) => {
    // Without the setting the page does move (the start section slides up, the hero waits to scale in).
    await openLanding(page)
    expect((await motionSince(page)).length, 'animations with motion allowed').toBeGreaterThan(0)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openLanding(page)
    await expectStill(page, 'the landing page, just opened')
    const carousel = page.getByRole('region', { name: 'איך זה עובד, בארבע תמונות' })
    await expect(carousel.getByRole('button', { name: 'הפעלת ההחלפה האוטומטית' })).toBeVisible()
    const current = carousel.locator('[aria-current="true"]')
    const first = await current.getAttribute('aria-label')
    // Two of its 1500 ms turns: still the first picture.
    await page.waitForTimeout(3_200)
    await expect(current).toHaveAttribute('aria-label', first ?? '')
    // A link of the page's bar jumps to its section at once.
    await page.getByRole('navigation', { name: 'ניווט בדף' }).getByRole('link', { name: 'צור קשר' }).click()
    await expect(page.locator('#contact h2')).toBeInViewport()
    await expectStill(page, 'the landing page after jumping to a section')
    // Choosing a picture of the carousel by hand shows it without sliding.
    await carousel.getByRole('button', { name: 'התמונה הבאה' }).click()
    await expectStill(page, 'the carousel after "next"')
  })

  test('the 20-second demo, from its form to the demo map, with a popover and a dialog', async ({ page }) => {
    test.setTimeout(90_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/guest-session')
    await expect(page.getByRole('button', { name: 'כניסה להדגמה' })).toBeVisible()
    await expectStill(page, 'the demo form')
    await page.getByLabel('שם מלא').fill('טל אורחי')
    await page.getByLabel('טלפון נייד').fill('050-123-4567')
    await page.getByRole('button', { name: 'כניסה להדגמה' }).click()
    await expect(page).toHaveURL(/\/map\/\d+$/, { timeout: 30_000 })
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 })
    await expectStill(page, 'the demo map')

    // Blueprint's popover and dialog open without fading or sliding.
    await page.getByRole('button', { name: /מעבר למפה אחרת/ }).click()
    const editItem = page.getByRole('menuitem', { name: 'עריכת המפה' })
    await expect(editItem).toBeVisible()
    await expectStill(page, 'the map switcher popover')
    await editItem.click()
    const dialog = page.getByRole('dialog', { name: /מפה/ })
    await expect(dialog).toBeVisible()
    await expectStill(page, 'the map dialog, opening')
    // The keyboard is in the dialog once it is open (on a busy machine a frame or two after it shows).
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expectStill(page, 'the map dialog, closing')
  })

  test('a toast arrives without sliding in', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const account = await registerViaApi(request)
    const token = await apiToken(request, account)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'דוד', lastName: 'לוי', phone: uniquePhone() },
    ])
    await api(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 3,
      cols: 4,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: created[0]!.id }] }],
    })
    await loginViaUi(page, account.email, account.password)
    await expect(page.getByRole('grid')).toBeVisible()
    const option = await api<{ date: string }>(request, token, 'GET', '/reports/date')
    await api(request, token, 'POST', '/reports', {
      personId: created[0]!.id,
      date: option.date,
      eventId: null,
      source: 'warden',
    })
    await expect(page.locator('.bp6-toast').filter({ hasText: 'דוד לוי' })).toBeVisible()
    await expectStill(page, 'a report toast')
  })

  test('the guided tour’s last step and its end: no confetti, nothing moving', async ({ page, request }) => {
    test.setTimeout(90_000)
    const phone = uniquePhone()
    const account = await registerViaApi(request, newAccount(), { newUser: true, phone })
    const token = await apiToken(request, account)
    const { created } = await api<{ created: Person[] }>(request, token, 'POST', '/persons/many', [
      { firstName: 'יוסף', lastName: 'הגבאי', phone },
    ])
    // The user's own phone already seated: the tour opens on its last step, the call.
    const map = await api<{ id: number }>(request, token, 'POST', '/maps', {
      name: 'אולם ראשי',
      rows: 3,
      cols: 4,
      cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: created[0]!.id }] }],
    })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await loginViaUi(page, account.email, account.password)
    await page.goto(`/map/${map.id}`)
    const card = page.locator('.tour-card')
    await expect(card.getByRole('heading', { name: 'דיווח בטלפון' })).toBeVisible()
    await expect(card).toContainText('שלב 5 מתוך 5')
    await expectStill(page, 'the tour’s call step')

    expect((await phoneReport(request, phone)).say.join(' ')).toContain('הדיווח נרשם בהצלחה')
    const end = page.getByRole('dialog', { name: 'כל הכבוד! המקום שלכם התפנה' })
    await expect(end).toBeVisible({ timeout: 10_000 })
    await expectStill(page, 'the tour’s end dialog')
    // The celebration drew nothing: canvas-confetti never added its canvas.
    await expect(page.locator('body > canvas')).toHaveCount(0)
  })
})
