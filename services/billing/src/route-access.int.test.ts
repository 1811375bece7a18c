import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTeam } from '@seats/auth/testing'
import { routeAccessBreaches, routeAccessLines } from '@seats/kit/testing'
import { buildBillingApp } from './app'
import { startBilling, type BillingTestEnv } from './testing/billing-harness'

let env: BillingTestEnv
beforeAll(async () => {
  env = await startBilling()
})
afterAll(() => env?.close())

describe('who may call each billing route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const team = await testTeam(env.auth)
    const { table, breaches } = await routeAccessBreaches(buildBillingApp(env.deps).app, env.base, {
      owner: team.owner.token,
      warden: team.warden.token,
      viewer: team.viewer.token,
      removed: team.removed.token,
    })
    expect(breaches).toEqual([])
    // Paying and cancelling are the owner's; a warden sees the plan.
    const lines = routeAccessLines(table)
    expect(lines).toContain('POST /api/users/createRecurringCharge: owner')
    expect(lines).toContain('POST /api/billing/subscription/cancel: owner')
    expect(lines).toContain('GET /api/billing/subscription: viewer')
  })
})
