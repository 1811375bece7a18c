import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { Household, SeasonRequestsOverview } from '@seats/contracts'
import { stateValue } from '../e2e-env.js'
import { loginViaUi, registerViaApi } from '../support/accounts.js'
import { api, apiToken } from '../support/api.js'
import { closeToasts, screenshotFourWays } from '../support/screens.js'
import { lastSms, linkPath, smsTo } from '../support/sms.js'

test.describe('the High Holiday season at full size', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a synagogue of 400 households: one more answers by its link, the assignment seats every answer, each household hears its seats, and the cards and the list are ready', async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000)
    const owner = await registerViaApi(request)
    const token = await apiToken(request, owner)
    const login = await request.post('/api/auth/login', {
      data: { username: owner.email, password: owner.password },
    })
    const { id } = ((await login.json()) as { user: { id: number } }).user
    // The synagogue `npm start` seeds for its season demo, through the same internal route.
    const seeded = await request.post(`${stateValue('seatingUrl')}/internal/accounts/${id}/demo-season`, {
      headers: { 'x-service-token': stateValue('opsToken') },
    })
    expect(seeded.ok(), await seeded.text()).toBe(true)
    const demo = (await seeded.json()) as {
      seasonIds: number[]
      households: number
      requests: number
      seats: number
    }
    expect(demo).toMatchObject({ households: 400, requests: 320, seats: 1200 })
    const seasonId = demo.seasonIds[1]!

    // One household that has not answered gets a fresh link and answers: everyone coming, anywhere.
    const overview = await api<SeasonRequestsOverview>(request, token, 'GET', `/seasons/${seasonId}/requests`)
    const silent = overview.households.find((h) => h.request === null && h.members > 0)!
    const household = await api<Household>(request, token, 'GET', `/households/${silent.householdId}`)
    expect(household.phone).toMatch(/^05/)
    await api(request, token, 'POST', `/seasons/${seasonId}/links`, { householdId: household.id })
    const link = linkPath(await lastSms(household.phone))
    const answered = await request.put(`/api${link.replace('/s/', '/season-requests/')}`, {
      data: { attending: household.memberIds.map((personId) => ({ personId, areaId: null })) },
    })
    expect(answered.status()).toBe(200)

    await loginViaUi(page, owner.email, owner.password)
    await page.goto(`/seasons/${seasonId}`)
    await expect(page.getByText('ענו 321 מתוך 400 משפחות')).toBeVisible()
    await page.getByRole('button', { name: 'שיבוץ אוטומטי' }).click()
    const result = page.getByRole('status').filter({ hasText: /^שובצו / })
    await expect(result).toBeVisible({ timeout: 60_000 })
    const seatedHouseholds = Number(/שובצו (\d+) משפחות/.exec((await result.textContent()) ?? '')?.[1])
    // Every household that answered it is coming has seats (the few that answered 'not coming' have none).
    expect(seatedHouseholds).toBeGreaterThanOrEqual(300)
    await closeToasts(page)
    await screenshotFourWays(page, 'season-full-page', async () => {
      await expect(page.getByText('ענו 321 מתוך 400 משפחות')).toBeVisible()
    })

    await page.getByRole('button', { name: 'הודעה למשפחות על המקומות' }).click()
    await expect(page.locator('.bp6-toast', { hasText: /^נשלחו הודעות ל-\d+ משפחות/ })).toBeVisible({
      timeout: 120_000,
    })
    // The household that answered last hears its seats: its link, its confirmation, then its seats.
    const texts = await smsTo(household.phone)
    expect(texts.at(-1)).toMatch(/^.*המקומות שלכם לימים נוראים .*: עזרת (גברים|נשים): שורה [א-ת]+, מושב/)

    // The households with their seats, one line each, and a card for every seat given.
    const csvFile = page.waitForEvent('download')
    await page.getByRole('button', { name: 'ייצוא המשפחות והמקומות בקובץ CSV' }).click()
    const csv = readFileSync((await (await csvFile).path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean)
    expect(csv).toHaveLength(401)
    await page.getByRole('button', { name: 'כרטיסי מקום' }).click()
    await expect(page.getByRole('status')).toHaveText(/^\d+ כרטיסים · \d+ דפי A4/)
    const cards = Number(/^(\d+)/.exec((await page.getByRole('status').textContent()) ?? '')?.[1])
    expect(cards).toBeGreaterThan(seatedHouseholds)
    await expect(page.locator('.sc-sheet')).toHaveCount(Math.ceil(cards / 10))
  })
})
