import { billingTexts, clearRoutes, parseRouteManifest } from '@seats/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { registerBuiltInRoutes } from '../registry'
import { SHELL_OWNER, shellRoutes, shellScreenOf } from './shell-routes'

afterEach(() => clearRoutes())

describe('the shell’s own screens', () => {
  it('are a route manifest like a remote’s, titled as the billing screen is', () => {
    expect(parseRouteManifest(shellRoutes)).toEqual(shellRoutes)
    expect(shellRoutes.routes.map((r) => [r.path, r.access, r.title])).toEqual([
      ['/subscription', 'user', billingTexts.pageTitle],
      ['/account', 'user', 'החשבון שלי'],
      ['/members', 'user', 'צוות בית הכנסת'],
      ['/activity', 'user', 'פעילות הצוות'],
    ])
  })

  it('are found through the registry under the shell’s name', () => {
    expect(shellScreenOf('/subscription')).toBeNull()
    registerBuiltInRoutes()
    expect(SHELL_OWNER).toBe('shell')
    expect(shellScreenOf('/subscription/')).toBe('subscription')
    expect(shellScreenOf('/account')).toBe('account')
    expect(shellScreenOf('/members')).toBe('members')
    expect(shellScreenOf('/activity')).toBe('activity')
  })
})
