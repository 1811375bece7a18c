import { clearRoutes, registerRoutes, routeAccess, routeOwner, routeTitle } from '@seats/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerBuiltInRoutes } from '../registry'
import { builtInRoutes } from './built-in-routes'
import { routeSetsFrom } from './route-sets'

const adminWithAudit = {
  version: 1,
  routes: [
    ...builtInRoutes.admin.routes,
    { path: '/audit', access: 'admin', title: 'יומן', nav: { label: 'יומן', icon: 'history', order: 120 } },
  ],
}

afterEach(() => {
  clearRoutes()
  vi.restoreAllMocks()
})

describe('routeSetsFrom', () => {
  it('takes each remote’s own manifest once it validates', () => {
    const sets = routeSetsFrom([
      { name: 'landing', url: '/l', body: builtInRoutes.landing },
      { name: 'seating', url: '/s', body: builtInRoutes.seating },
      { name: 'admin', url: '/a', body: adminWithAudit },
    ])
    expect(sets.fallbacks).toEqual([])
    expect(sets.manifests.admin).toEqual(adminWithAudit)
    registerBuiltInRoutes()
    registerRoutes(sets.manifests)
    expect(routeOwner('/audit')).toBe('admin')
    expect(routeTitle('/audit')).toBe('יומן')
    expect(routeAccess('/audit')).toBe('admin')
  })

  it('stands the built-in copy in for a manifest that failed to load or does not validate', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sets = routeSetsFrom([
      { name: 'landing', error: new Error('routes.json answered 404') },
      { name: 'seating', url: '/s', body: { version: 1, routes: [{ path: '/maps', access: 'everyone' }] } },
      { name: 'admin', url: '/a', body: '<!doctype html>' },
    ])
    expect(sets.fallbacks).toEqual(['landing', 'seating', 'admin'])
    expect(sets.manifests).toEqual(builtInRoutes)
    expect(log).toHaveBeenCalledTimes(3)
    expect(String(log.mock.calls[1]?.[0])).toContain('"seating"')

    // Safe: the remote's known screens keep their rules (no admin screen opens to everyone).
    registerBuiltInRoutes()
    registerRoutes(sets.manifests)
    expect(routeAccess('/users')).toBe('admin')
    expect(routeAccess('/maps')).toBe('user')
    expect(routeOwner('/audit')).toBeNull()
  })

  it('mixes: one remote’s own manifest beside another’s built-in copy', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const sets = routeSetsFrom([
      { name: 'landing', url: '/l', body: builtInRoutes.landing },
      { name: 'seating', error: new DOMException('timed out', 'TimeoutError') },
      { name: 'admin', url: '/a', body: adminWithAudit },
    ])
    expect(sets.fallbacks).toEqual(['seating'])
    expect(sets.manifests.seating).toBe(builtInRoutes.seating)
    expect(sets.manifests.admin.routes).toHaveLength(builtInRoutes.admin.routes.length + 1)
  })
})
