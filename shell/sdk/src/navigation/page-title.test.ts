import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearRoutes, registerRoutes } from './route-registry'
import { seedRouteManifests } from './seed-routes.fixture'
import { pageTitleFor } from './page-title'

beforeAll(() => registerRoutes(seedRouteManifests))
afterAll(() => clearRoutes())

describe('pageTitleFor', () => {
  it.each([
    ['/', 'מקום פנוי | דף הבית'],
    ['/login', 'מקום פנוי | התחברות'],
    ['/login?next=1', 'מקום פנוי | התחברות'],
    ['/register', 'מקום פנוי | הרשמה'],
    ['/guest-session', 'מקום פנוי | כניסה כאורח'],
    ['/users', 'מקום פנוי | משתמשים'],
    ['/leads', 'מקום פנוי | לידים'],
    ['/leads/12', 'מקום פנוי | ליד'],
    ['/subscription', 'מקום פנוי | מנוי ותשלומים'],
    ['/maps', 'מקום פנוי'],
    ['/map/3', 'מקום פנוי'],
    ['/map/', 'מקום פנוי'],
    ['/persons', 'מקום פנוי'],
    ['/opinions', 'מקום פנוי'],
    ['/nowhere', 'מקום פנוי'],
  ])('%s -> %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title)
  })
})
