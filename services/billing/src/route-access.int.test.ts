import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccessOfTeam } from '@seats/auth/testing'
import { routeAccessLines } from '@seats/kit/testing'
import { buildBillingApp } from './app'
import { startBilling, type BillingTestEnv } from './testing/billing-harness'

let env: BillingTestEnv
beforeAll(async () => {
  env = await startBilling()
})
afterAll(() => env?.close())

describe('who may call each billing route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const { table, breaches } = await routeAccessOfTeam(env.auth, buildBillingApp(env.deps).app, env.base)
    expect(breaches).toEqual([])
    // The table as reviewed: a new route, or a route whose callers change, shows up in this file's diff.
    await expect(routeAccessLines(table).join('\n') + '\n').toMatchFileSnapshot('./route-access.txt')
    // Paying and cancelling are the owner's; a warden sees the plan.
    const lines = routeAccessLines(table)
    expect(lines).toContain('POST /api/users/createRecurringCharge: owner')
    expect(lines).toContain('POST /api/billing/subscription/cancel: owner')
    expect(lines).toContain('GET /api/billing/subscription: viewer')
  })
})
