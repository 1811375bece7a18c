import type { MemberRole } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { describe, expect, it } from 'vitest'
import { memoryStore } from '../storage/key-value-store'
import { createSessionStore } from '../session/session-store'
import { sessionUserSchema } from './session-user'
import { teamRoleOf } from './team-role'

const synagogue = (role: MemberRole, accountId = 7, synagogueName = 'אוהל משה') => ({
  accountId,
  synagogueName,
  role,
})
const member = (role: MemberRole) => ({
  ...sampleUser(),
  team: { current: synagogue(role), memberships: [synagogue(role), synagogue('owner', 9, 'בית יעקב')] },
})

describe('the role in the current synagogue', () => {
  it('lets a viewer read and print only', () => {
    expect(teamRoleOf(member('viewer'))).toMatchObject({ role: 'viewer', canEdit: false, isOwner: false })
  })

  it('lets a warden edit but not run the team or billing', () => {
    expect(teamRoleOf(member('warden'))).toMatchObject({ role: 'warden', canEdit: true, isOwner: false })
  })

  it('gives the owner everything', () => {
    expect(teamRoleOf(member('owner'))).toMatchObject({ role: 'owner', canEdit: true, isOwner: true })
  })

  it('takes a user record without a team for its account’s own owner (the server still decides)', () => {
    expect(teamRoleOf(sampleUser())).toMatchObject({ role: 'owner', canEdit: true, team: null })
    expect(teamRoleOf(null).canEdit).toBe(true)
  })

  it('keeps the team when /users/me answers with it', () => {
    const parsed = sessionUserSchema.parse(member('viewer'))
    expect(parsed.team?.current.role).toBe('viewer')
    expect(parsed.team?.memberships).toHaveLength(2)
  })

  it('keeps the session’s team when a profile save answers the same person without it', () => {
    const session = createSessionStore(memoryStore())
    session.startSession({ accessToken: 't', user: member('viewer') })
    session.setUser({ ...sampleUser(), contactName: 'שם חדש' })
    expect(session.getState().user?.contactName).toBe('שם חדש')
    expect(teamRoleOf(session.getState().user).role).toBe('viewer')
    // Another person (or a new session) never inherits it.
    session.setUser({ ...sampleUser(), id: 999 })
    expect(session.getState().user?.team).toBeUndefined()
  })
})
