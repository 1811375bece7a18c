import { describe, expect, it } from 'vitest'
import { startsLight } from './boot-plan'

describe('startsLight', () => {
  it.each(['/', '/opinions', '/opinions/'])('an anonymous visitor on %s gets the light page', (path) => {
    expect(startsLight(path, null)).toBe(true)
  })

  it('a stored token needs the whole shell, even on the home page (it goes to the map)', () => {
    expect(startsLight('/', 'a.b.c')).toBe(false)
    expect(startsLight('/opinions', 'a.b.c')).toBe(false)
  })

  it.each(['/login', '/register', '/guest-session', '/map/', '/users', '/nowhere', '/opinionsx'])(
    '%s needs the whole shell',
    (path) => {
      expect(startsLight(path, null)).toBe(false)
    },
  )
})

describe('the light start and the built-in routes', () => {
  it('every light page is the landing remote’s in the built-in copy (it runs before any manifest)', async () => {
    const { clearRoutes, routeOwner } = await import('@seats/sdk/core')
    const { registerBuiltInRoutes } = await import('./registry')
    registerBuiltInRoutes()
    for (const path of ['/', '/opinions', '/opinions/']) {
      expect(startsLight(path, null)).toBe(true)
      expect(routeOwner(path)).toBe('landing')
    }
    clearRoutes()
  })
})
