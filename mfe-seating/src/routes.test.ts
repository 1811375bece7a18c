import { parseRouteManifest } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { sections } from './features/sections'
import { routes } from './routes'

describe('the seating remote’s route manifest', () => {
  it('passes the contract the shell checks it with', () => {
    expect(parseRouteManifest(routes)).toEqual(routes)
  })

  it('keeps seed §2 (login required, no title) and the top bar’s sections in order', () => {
    expect(routes.routes.every((r) => r.access === 'user' && r.title === null)).toBe(true)
    expect(routes.routes.map((r) => [r.path, r.nav?.label, r.nav?.to ?? null])).toEqual([
      ['/map/:id?', 'מפה', '/map/{lastMapId}'],
      ['/maps', 'מפות', null],
      ['/persons', 'מתפללים', null],
      ['/households', 'משפחות', null],
      ['/events', 'אירועים', null],
      ['/seasons', 'עונות', null],
      ['/reports', 'דיווחים', null],
      ['/free-seats', 'התפנו', null],
      ['/displays', 'תצוגות', null],
      ['/elements', 'אלמנטים', null],
      ['/areas', 'אזורים', null],
      ['/reminders', 'תזכורות', null],
    ])
    const orders = routes.routes.map((r) => r.nav?.order ?? 0)
    expect([...orders].sort((a, b) => a - b)).toEqual(orders)
  })

  it('takes each top-bar screen’s path, label and icon from the section catalogue', () => {
    const topBarScreens = Object.values(sections).filter((s) => 'icon' in s)
    expect(routes.routes.map((r) => [r.path, r.nav?.label, r.nav?.icon])).toEqual(
      topBarScreens.map((s) => [s.path, 'navLabel' in s ? s.navLabel : s.title, s.icon]),
    )
  })
})
