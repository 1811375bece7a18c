import { parseRouteManifest } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { isHomePath } from './features/landing/home-paths'
import { routes } from './routes'

describe('the landing remote’s route manifest', () => {
  it('passes the contract the shell checks it with', () => {
    expect(parseRouteManifest(routes)).toEqual(routes)
  })

  it('keeps seed §2: public screens and their titles, the home page exact', () => {
    expect(routes.routes.map((r) => [r.path, r.access, r.title])).toEqual([
      ['/', 'anonymous', 'דף הבית'],
      ['/opinions', 'anonymous', null],
      ['/login', 'anonymous', 'התחברות'],
      ['/register', 'anonymous', 'הרשמה'],
      ['/guest-session', 'anonymous', 'כניסה כאורח'],
      ['/invite/:token', 'anonymous', 'הזמנה לצוות'],
      ['/r/:token', 'anonymous', 'דיווח על מקום פנוי'],
      ['/s/:token', 'anonymous', 'בקשת מקומות'],
      ['/lobby/:token', 'anonymous', 'מקומות פנויים'],
    ])
    expect(routes.routes[0]?.exact).toBe(true)
    expect(routes.routes.some((r) => r.nav)).toBe(false)
  })

  it('declares both home page paths', () => {
    const paths = routes.routes.map((r) => r.path)
    expect(paths.filter(isHomePath)).toEqual(['/', '/opinions'])
  })
})
