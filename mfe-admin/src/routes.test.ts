import { parseRouteManifest } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { routes } from './routes'
import { routesDemoRoute, withRoutesDemo } from './routes-demo/routes-demo'

describe('the admin remote’s route manifest', () => {
  it('passes the contract the shell checks it with', () => {
    expect(parseRouteManifest(routes)).toEqual(routes)
  })

  it('keeps seed §2: admin screens with their titles, users before leads in the top bar, then outbox, the call stop-list, plans and dashboard', () => {
    expect(routes.routes.map((r) => [r.path, r.access, r.title, r.nav?.label ?? null])).toEqual([
      ['/users', 'admin', 'משתמשים', 'משתמשים'],
      ['/leads', 'admin', 'לידים', 'לידים'],
      ['/leads/:id', 'admin', 'ליד', null],
      ['/outbox', 'admin', 'דואר יוצא', 'דואר יוצא'],
      ['/call-stop-list', 'admin', 'רשימת חסימה', 'רשימת חסימה'],
      ['/plans', 'admin', 'מסלולים', 'מסלולים'],
      ['/admin', 'admin', 'לוח בקרה', 'לוח בקרה'],
    ])
  })

  it('has the demo screen only when asked for it', () => {
    expect(routes.routes.map((r) => r.path)).not.toContain(routesDemoRoute.path)
    const demo = parseRouteManifest(withRoutesDemo(routes))
    expect(demo.routes.at(-1)).toEqual(routesDemoRoute)
  })
})
