import { describe, expect, it } from 'vitest'
import { isUnder, resolveRoute, routeTable, type Access, type ServiceName } from './routes'

const route = (method: string, path: string) => {
  const r = resolveRoute(method, path)
  return r.kind === 'route' ? { service: r.rule.service, access: r.rule.access } : r.kind
}
const to = (service: ServiceName, access: Access = 'token') => ({ service, access })

describe('route table', () => {
  // Every call of seed-spec section 7, plus the paths the product adds (PRODUCT.md).
  it.each([
    ['GET', '/api/users/me', to('auth')],
    ['GET', '/api/users', to('auth')],
    ['PUT', '/api/users/admin/12', to('auth')],
    ['PUT', '/api/users/me', to('auth')],
    ['POST', '/api/users', to('auth')],
    ['DELETE', '/api/users/12', to('auth')],
    ['PATCH', '/api/users/12/markAsNotNew', to('auth')],
    ['POST', '/api/users/createRecurringCharge', to('billing')],
    ['POST', '/api/users/send-email', to('auth')],
    ['POST', '/api/auth/login', to('auth', 'public')],
    ['POST', '/api/auth/register', to('auth', 'public')],
    ['POST', '/api/auth/upgrade-guest', to('auth')],
    ['POST', '/api/auth/guest-demo', to('auth', 'public')],
    ['POST', '/api/auth/refresh_token', to('auth', 'public')],
    ['POST', '/api/auth/logout', to('auth', 'public')],
    ['GET', '/api/maps', to('seating')],
    ['GET', '/api/maps/3', to('seating')],
    ['POST', '/api/maps', to('seating')],
    ['PUT', '/api/maps/3', to('seating')],
    ['DELETE', '/api/maps/3', to('seating')],
    ['GET', '/api/persons', to('seating')],
    ['POST', '/api/persons/many', to('seating')],
    ['DELETE', '/api/persons/many', to('seating')],
    ['PUT', '/api/persons/9', to('seating')],
    ['GET', '/api/events/4', to('seating')],
    ['GET', '/api/displays', to('seating')],
    ['GET', '/api/elements', to('seating')],
    ['GET', '/api/areas', to('seating')],
    ['DELETE', '/api/areas/7', to('seating')],
    ['POST', '/api/seasons', to('seating')],
    ['PUT', '/api/households/4', to('seating')],
    ['PUT', '/api/season-requests/abc', to('seating', 'public')],
    ['GET', '/api/reports/dates/list', to('reporting')],
    ['GET', '/api/reports/date/2025-06-07', to('reporting')],
    ['POST', '/api/reports', to('reporting')],
    ['DELETE', '/api/reports/5', to('reporting')],
    ['GET', '/api/activity', to('reporting')],
    ['GET', '/api/guests', to('reporting')],
    ['DELETE', '/api/guests/3', to('reporting')],
    ['POST', '/api/report-links', to('reporting')],
    ['GET', '/api/report-link/abc.def', to('reporting', 'public')],
    ['GET', '/api/reminders', to('reporting')],
    ['POST', '/api/ivr/yemot/secret123', to('reporting', 'public')],
    ['GET', '/api/ivr', to('reporting', 'public')],
    ['GET', '/api/billing/payments', to('billing')],
    ['GET', '/api/billing/subscription', to('billing')],
    ['POST', '/api/billing/subscription/cancel', to('billing')],
    // The card provider's triggers carry no signature: nothing of billing is public.
    ['POST', '/api/billing/webhook', to('billing')],
    ['POST', '/api/users/createRecurringCharge', to('billing')],
    ['GET', '/api/leads', to('leads')],
    ['GET', '/api/leads/5', to('leads')],
    ['POST', '/api/leads', to('leads', 'public')],
    ['POST', '/api/leads/', to('leads', 'public')],
    ['PUT', '/api/leads/5', to('leads')],
    ['DELETE', '/api/leads/5', to('leads')],
    ['POST', '/api/leads/5', to('leads')],
    ['POST', '/api/communication', to('leads')],
    ['PUT', '/api/communication/8', to('leads')],
    ['GET', '/socket.io/', to('reporting', 'public')],
    ['POST', '/socket.io/', to('reporting', 'public')],
  ])('%s %s', (method, path, expected) => {
    expect(route(method, path)).toEqual(expected)
  })

  it('matches whole segments only', () => {
    expect(route('GET', '/api/mapsX')).toBe('refused')
    expect(route('POST', '/api/auth/loginX')).toEqual(to('auth'))
    expect(route('POST', '/api/auth/login-as-admin')).toEqual(to('auth'))
    expect(route('POST', '/api/users/createRecurringChargeX')).toEqual(to('auth'))
    expect(route('POST', '/api/billing/webhooks')).toEqual(to('billing'))
    expect(route('GET', '/api/ivrx')).toBe('refused')
    expect(route('GET', '/socket.iox')).toBe('other')
    expect(isUnder('/api/maps/1', '/api/maps')).toBe(true)
    expect(isUnder('/api/maps', '/api/maps')).toBe(true)
    expect(isUnder('/api/mapsX', '/api/maps')).toBe(false)
  })

  it('refuses internal endpoints and paths outside the table, never proxying them', () => {
    for (const path of [
      '/internal',
      '/internal/users/7',
      '/api/internal/x',
      '/api/users/internal/purge',
      '/api',
      '/api/',
      '/api/unknown',
      '/api/admin',
    ])
      expect(route('GET', path), path).toBe('refused')
  })

  it('refuses paths that could walk elsewhere once a service normalises them', () => {
    for (const path of [
      '/api/maps/../internal/x',
      '/api/maps/%2e%2e/users',
      '/api/ivr/..%2fusers',
      '/api/ivr/a%5c..',
      '/api//maps',
      '/api/maps/%zz',
      '/api/maps/%00',
    ])
      expect(route('GET', path), path).toBe('refused')
  })

  it('leaves everything else to static files and the shell', () => {
    for (const path of [
      '/',
      '/map/3',
      '/assets/index-abc.js',
      '/remotes/landing/remoteEntry.js',
      '/remotes.json',
      '/apiary',
    ])
      expect(route('GET', path), path).toBe('other')
  })

  it('has no rule hidden behind an earlier, more general one', () => {
    routeTable.forEach((rule, i) => {
      for (const earlier of routeTable.slice(0, i)) {
        const samePath = earlier.exact
          ? rule.prefix === earlier.prefix && rule.exact === true
          : isUnder(rule.prefix, earlier.prefix)
        const sameMethods =
          !earlier.methods || (rule.methods?.every((m) => earlier.methods?.includes(m)) ?? false)
        expect(samePath && sameMethods, `${rule.prefix} is shadowed by ${earlier.prefix}`).toBe(false)
      }
    })
  })

  it('allows WebSocket upgrades on socket.io only', () => {
    expect(routeTable.filter((r) => r.websocket).map((r) => r.prefix)).toEqual(['/socket.io'])
  })
})
