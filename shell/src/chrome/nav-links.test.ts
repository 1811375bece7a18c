import { clearRoutes, registerRoutes, registeredRoutes } from '@seats/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { registerBuiltInRoutes } from '../registry'
import { builtInRoutes } from '../routes/built-in-routes'
import { isLinkActive, navLinks, type NavViewer } from './nav-links'

const member: NavViewer = { signedIn: true, isAdmin: false, lastMapId: '9' }
const admin: NavViewer = { signedIn: true, isAdmin: true, lastMapId: null }
const visitor: NavViewer = { signedIn: false, isAdmin: false, lastMapId: null }

beforeEach(() => registerBuiltInRoutes())
afterEach(() => clearRoutes())

describe('navLinks', () => {
  it('keeps the top bar’s sections, labels and order for a warden', () => {
    expect(navLinks(registeredRoutes(), member).map((l) => [l.label, l.to, l.icon])).toEqual([
      ['מפה', '/map/9', 'grid-view'],
      ['מפות', '/maps', 'map'],
      ['מתפללים', '/persons', 'people'],
      ['משפחות', '/households', 'home'],
      ['אירועים', '/events', 'calendar'],
      ['עונות', '/seasons', 'timeline-events'],
      ['דיווחים', '/reports', 'phone'],
      ['התפנו', '/free-seats', 'tick-circle'],
      ['תצוגות', '/displays', 'print'],
      ['אלמנטים', '/elements', 'cube'],
      ['אזורים', '/areas', 'area-of-interest'],
      ['תזכורות', '/reminders', 'notifications'],
    ])
  })

  it('adds the admin sections, last, for an administrator; the map link without a last map', () => {
    const links = navLinks(registeredRoutes(), admin)
    expect(links.map((l) => l.label)).toEqual([
      'מפה',
      'מפות',
      'מתפללים',
      'משפחות',
      'אירועים',
      'עונות',
      'דיווחים',
      'התפנו',
      'תצוגות',
      'אלמנטים',
      'אזורים',
      'תזכורות',
      'משתמשים',
      'לידים',
      'דואר יוצא',
      'רשימת חסימה',
      'מסלולים',
      'לוח בקרה',
    ])
    expect(links[0]?.to).toBe('/map/')
    expect(links.filter((l) => l.adminOnly).map((l) => l.to)).toEqual([
      '/users',
      '/leads',
      '/outbox',
      '/call-stop-list',
      '/plans',
      '/admin',
    ])
  })

  it('shows a signed-out visitor no sections (no anonymous route has a nav entry)', () => {
    expect(navLinks(registeredRoutes(), visitor)).toEqual([])
  })

  it('places a remote’s new entry by its order, whoever declares it, with its access rule', () => {
    registerRoutes({
      admin: {
        version: 1,
        routes: [
          ...builtInRoutes.admin.routes,
          {
            path: '/audit',
            access: 'admin',
            title: 'יומן',
            nav: { label: 'יומן', icon: 'history', order: 105 },
          },
        ],
      },
      landing: {
        version: 1,
        routes: [
          ...builtInRoutes.landing.routes,
          {
            path: '/help',
            access: 'anonymous',
            title: 'עזרה',
            nav: { label: 'עזרה', icon: 'help', order: 15 },
          },
        ],
      },
    })
    expect(navLinks(registeredRoutes(), admin).map((l) => l.label)).toEqual([
      'מפה',
      'עזרה',
      'מפות',
      'מתפללים',
      'משפחות',
      'אירועים',
      'עונות',
      'דיווחים',
      'התפנו',
      'תצוגות',
      'אלמנטים',
      'אזורים',
      'תזכורות',
      'משתמשים',
      'יומן',
      'לידים',
      'דואר יוצא',
      'רשימת חסימה',
      'מסלולים',
      'לוח בקרה',
    ])
    expect(navLinks(registeredRoutes(), member).map((l) => l.label)).not.toContain('יומן')
    expect(navLinks(registeredRoutes(), visitor).map((l) => l.label)).toEqual(['עזרה'])
  })

  it('keeps declaration order between entries of the same order', () => {
    registerRoutes({
      admin: {
        version: 1,
        routes: [
          { path: '/b', access: 'user', title: null, nav: { label: 'ב', icon: 'user', order: 1 } },
          { path: '/a', access: 'user', title: null, nav: { label: 'א', icon: 'user', order: 1 } },
        ],
      },
    })
    expect(
      navLinks(registeredRoutes(), member)
        .slice(0, 2)
        .map((l) => l.label),
    ).toEqual(['ב', 'א'])
  })
})

describe('isLinkActive', () => {
  it('marks a link active on every path its route covers', () => {
    const [map, maps] = navLinks(registeredRoutes(), member)
    expect(['/map', '/map/', '/map/3', '/map/3/print'].every((p) => isLinkActive(map!, p))).toBe(true)
    expect(isLinkActive(map!, '/maps')).toBe(false)
    expect(isLinkActive(maps!, '/maps')).toBe(true)
    const leads = navLinks(registeredRoutes(), admin).find((l) => l.label === 'לידים')!
    expect(isLinkActive(leads, '/leads/4')).toBe(true)
  })
})
