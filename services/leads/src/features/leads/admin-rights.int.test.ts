import { send } from '@seats/kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLeads, type LeadsTestEnv } from '../../testing/leads-harness'

let env: LeadsTestEnv
beforeAll(async () => {
  env = await startLeads()
})
afterAll(async () => {
  await env?.close()
})

describe('admin rights and signed-out tokens', () => {
  it('a demoted admin is refused at once, though the token still says admin', async () => {
    const boss = await env.registerAdmin()
    const demoted = await env.registerAdmin()
    expect((await demoted.call('GET', '/api/leads')).status).toBe(200)
    const demote = await send(env.auth.base, boss.token, 'PUT', `/api/users/admin/${demoted.id}`, {
      isAdmin: false,
    })
    expect(demote.status).toBe(200)
    expect((await demoted.call('GET', '/api/leads')).status).toBe(403)
    expect((await demoted.call('GET', '/api/leads/stats')).status).toBe(403)
    // Adding a lead with that token is a visitor's submission now, not an admin's.
    const lead = await demoted.call<{ status?: string }>('POST', '/api/leads', {
      name: 'פונה',
      phone: '0521234567',
      email: 'visitor@example.com',
      message: 'שלום',
    })
    expect(lead.status).toBe(201)
    expect((await boss.call('GET', '/api/leads')).status).toBe(200)
  })

  it('a logged-out token gets 401 at once', async () => {
    const admin = await env.registerAdmin()
    expect((await admin.call('GET', '/api/leads')).status).toBe(200)
    expect((await send(env.auth.base, admin.token, 'POST', '/api/auth/logout')).status).toBe(200)
    expect((await admin.call('GET', '/api/leads')).status).toBe(401)
  })
})
