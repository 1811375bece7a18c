import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import type { Invitation, InvitationPreview, LoginResponse, Member, Team, User } from '@seats/contracts'
import {
  httpClient,
  registerUser,
  uniqueEmail,
  type HttpClient,
  type RegisteredUser,
} from '../../testing/http-client'
import {
  createGuestSession,
  invitationTokenSentTo,
  startTestServer,
  type TestAuthServer,
} from '../../testing/test-server'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const invite = (owner: { accessToken: string }, email: string, role: string) =>
  api.post<Invitation>('/api/members/invitations', { token: owner.accessToken, body: { email, role } })

/** A new person registering through the link the owner's invitation email carries. */
async function joinByLink(owner: RegisteredUser, role: 'owner' | 'warden' | 'viewer') {
  const email = uniqueEmail(role).toLowerCase()
  expect((await invite(owner, email, role)).status).toBe(201)
  const invitationToken = await invitationTokenSentTo(srv, email)
  const member = await registerUser(api, { email, synagogueName: '', invitationToken })
  return { ...member, invitationToken }
}

const claimsOf = (token: string) => decodeJwt(token) as { sub: string; acc: string; rol: string }

describe('a synagogue team', () => {
  it('an invited warden registers through the link and works in the owner’s synagogue, not one of their own', async () => {
    const owner = await registerUser(api, { synagogueName: 'אהל משה' })
    const email = uniqueEmail('warden').toLowerCase()
    const sent = await invite(owner, email, 'warden')
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ email, role: 'warden', invitedBy: 'משה כהן' })

    const token = await invitationTokenSentTo(srv, email)
    const mail = (await srv.db('mail_batches').orderBy('created_at', 'desc').first('subject', 'body')) as {
      subject: string
      body: string
    }
    expect(mail.subject).toBe('הזמנה לצוות של אהל משה')
    expect(mail.body).toContain('בתפקיד גבאי')

    const preview = await api.get<InvitationPreview>(`/api/invitations/${token}`)
    expect(preview.body).toEqual({
      synagogueName: 'אהל משה',
      role: 'warden',
      email,
      invitedBy: 'משה כהן',
      state: 'open',
      hasAccount: false,
    })

    const warden = await registerUser(api, { email, synagogueName: '', invitationToken: token })
    expect(warden.user.synagogueName).toBe('אהל משה')
    expect(warden.user.team).toEqual({
      current: { accountId: owner.user.id, synagogueName: 'אהל משה', role: 'warden' },
      memberships: [{ accountId: owner.user.id, synagogueName: 'אהל משה', role: 'warden' }],
    })
    expect(claimsOf(warden.accessToken)).toMatchObject({
      sub: String(warden.user.id),
      acc: String(owner.user.id),
      rol: 'warden',
    })

    const team = await api.get<Team>('/api/members', { token: owner.accessToken })
    expect(team.body.members.map((m) => [m.contactName, m.role])).toEqual([
      ['משה כהן', 'owner'],
      ['משה כהן', 'warden'],
    ])
    // Both have signed in: the members screen says when each last worked here.
    for (const m of team.body.members) expect(m.lastActiveAt).not.toBeNull()
    expect(team.body.invitations).toEqual([])
    // The admin's list of synagogues does not gain an empty one.
    const ownRows = await srv.db('users').where({ id: warden.user.id }).first('member_only')
    expect(Boolean(ownRows.member_only)).toBe(true)

    // The link worked once.
    expect((await api.get<InvitationPreview>(`/api/invitations/${token}`)).body.state).toBe('used')
    const again = await api.post(`/api/invitations/${token}/accept`, { token: warden.accessToken })
    expect(again.status).toBe(410)
    expect(again.body).toMatchObject({ error: 'invitation_used', message: 'בהזמנה הזו כבר השתמשו' })
  })

  it('refuses a tampered, expired, revoked or someone else’s link, in Hebrew', async () => {
    const owner = await registerUser(api)
    const email = uniqueEmail('v').toLowerCase()
    await invite(owner, email, 'viewer')
    const token = await invitationTokenSentTo(srv, email)
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    const bad = await api.get(`/api/invitations/${tampered}`)
    expect(bad.status).toBe(404)
    expect(bad.body).toMatchObject({ error: 'invitation_not_found' })
    // The role is the invitation's, whatever the request says.
    const stranger = await registerUser(api)
    const other = await api.post(`/api/invitations/${token}/accept`, {
      token: stranger.accessToken,
      body: { role: 'owner' },
    })
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ error: 'invitation_other_email' })

    await srv
      .db('invitations')
      .where({ email })
      .update({ expires_at: new Date(Date.now() - 1000) })
    expect((await api.get<InvitationPreview>(`/api/invitations/${token}`)).body.state).toBe('expired')
    const expired = await registerUser(api, { email, invitationToken: token }).catch((e: Error) => e)
    expect(String(expired)).toContain('invitation_expired')
    // The failed sign-up left no person behind: the address can still register.
    expect(await srv.db('users').where({ email }).first()).toBeUndefined()

    const email2 = uniqueEmail('v2').toLowerCase()
    const sent = await invite(owner, email2, 'viewer')
    const token2 = await invitationTokenSentTo(srv, email2)
    expect(
      (await api.delete(`/api/members/invitations/${sent.body.id}`, { token: owner.accessToken })).status,
    ).toBe(204)
    const revoked = await registerUser(api, { email: email2, invitationToken: token2 }).catch((e: Error) => e)
    expect(String(revoked)).toContain('invitation_revoked')
  })

  it('a double click sends one invitation; a demo guest sends none', async () => {
    const owner = await registerUser(api)
    const email = uniqueEmail('twice').toLowerCase()
    const [a, b] = await Promise.all([invite(owner, email, 'warden'), invite(owner, email, 'warden')])
    expect([a.status, b.status]).toEqual([201, 201])
    const mails = await srv.db('mail_messages').where({ to_email: email }).count({ n: '*' })
    const open = await api.get<Team>('/api/members', { token: owner.accessToken })
    expect(open.body.invitations.map((i) => i.email)).toEqual([email])
    expect(Number(mails[0]?.n)).toBe(1)

    const { accessToken } = await createGuestSession(srv)
    const refused = await invite({ accessToken }, uniqueEmail('stranger'), 'viewer')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: 'guest_cannot_invite' })
  })

  it('a warden edits but cannot manage the team; a viewer reads only', async () => {
    const owner = await registerUser(api)
    const warden = await joinByLink(owner, 'warden')
    const viewer = await joinByLink(owner, 'viewer')
    const byWarden = await invite(warden, uniqueEmail(), 'viewer')
    expect(byWarden.status).toBe(403)
    expect(byWarden.body).toMatchObject({
      error: 'role_forbidden',
      message: 'התפקיד שלך בבית הכנסת הזה אינו מאפשר פעולה זו',
    })
    expect((await api.get<Team>('/api/members', { token: viewer.accessToken })).status).toBe(200)
    const promote = await api.put(`/api/members/${viewer.user.id}`, {
      token: viewer.accessToken,
      body: { role: 'owner' },
    })
    expect(promote.status).toBe(403)
    // A viewer renaming the synagogue changes nothing of it.
    await api.put('/api/users/me', { token: viewer.accessToken, body: { synagogueName: 'שם אחר' } })
    const me = await api.get<User>('/api/users/me', { token: owner.accessToken })
    expect(me.body.synagogueName).toBe('אוהל יעקב')
  })

  it('a demoted member’s token stops at once and the next one carries the new role', async () => {
    const owner = await registerUser(api)
    const warden = await joinByLink(owner, 'warden')
    const changed = await api.put<Member>(`/api/members/${warden.user.id}`, {
      token: owner.accessToken,
      body: { role: 'viewer' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.role).toBe('viewer')
    expect((await api.get('/api/members', { token: warden.accessToken })).status).toBe(401)
    const refreshed = await api.post<{ accessToken: string }>('/api/auth/refresh_token', {
      refreshCookie: warden.refreshToken,
    })
    expect(refreshed.status).toBe(200)
    expect(claimsOf(refreshed.body.accessToken).rol).toBe('viewer')
    expect((await api.get('/api/members', { token: refreshed.body.accessToken })).status).toBe(200)
  })

  it('a removed member loses the synagogue at once, and with nothing left their session ends', async () => {
    const owner = await registerUser(api)
    const warden = await joinByLink(owner, 'warden')
    expect((await api.delete(`/api/members/${warden.user.id}`, { token: owner.accessToken })).status).toBe(
      204,
    )
    expect((await api.get('/api/members', { token: warden.accessToken })).status).toBe(401)
    const refreshed = await api.post('/api/auth/refresh_token', { refreshCookie: warden.refreshToken })
    expect(refreshed.status).toBe(401)
    const login = await api.post('/api/auth/login', {
      body: { username: warden.email, password: warden.password },
    })
    expect(login.status).toBe(403)
    expect(login.body).toMatchObject({ error: 'not_a_member' })
  })

  it('always keeps one owner', async () => {
    const owner = await registerUser(api)
    const stepDown = await api.put(`/api/members/${owner.user.id}`, {
      token: owner.accessToken,
      body: { role: 'warden' },
    })
    expect(stepDown.status).toBe(409)
    expect(stepDown.body).toMatchObject({
      error: 'last_owner',
      message: 'בבית הכנסת חייב להישאר לפחות בעלים אחד',
    })
    expect((await api.delete(`/api/members/${owner.user.id}`, { token: owner.accessToken })).status).toBe(409)

    const second = await joinByLink(owner, 'owner')
    expect(
      (
        await api.put(`/api/members/${owner.user.id}`, {
          token: second.accessToken,
          body: { role: 'warden' },
        })
      ).status,
    ).toBe(200)
    const team = await api.get<Team>('/api/members', { token: second.accessToken })
    expect(team.body.members.filter((m) => m.role === 'owner').map((m) => m.userId)).toEqual([second.user.id])
  })

  it('a person in two synagogues switches between them, and the last one is remembered', async () => {
    const owner = await registerUser(api, { synagogueName: 'בית אל' })
    const other = await registerUser(api, { synagogueName: 'היכל שלמה' })
    expect((await invite(owner, other.email, 'viewer')).status).toBe(201)
    const token = await invitationTokenSentTo(srv, other.email)
    const preview = await api.get<InvitationPreview>(`/api/invitations/${token}`)
    expect(preview.body.hasAccount).toBe(true)
    const joined = await api.post<LoginResponse>(`/api/invitations/${token}/accept`, {
      token: other.accessToken,
    })
    expect(joined.status).toBe(200)
    expect(joined.body.user.synagogueName).toBe('בית אל')
    expect(joined.body.user.team?.memberships.map((m) => [m.synagogueName, m.role])).toEqual([
      ['היכל שלמה', 'owner'],
      ['בית אל', 'viewer'],
    ])

    const back = await api.post<LoginResponse>('/api/auth/switch', {
      token: joined.body.accessToken,
      body: { accountId: other.user.id },
    })
    expect(back.status).toBe(200)
    expect(claimsOf(back.body.accessToken)).toMatchObject({ acc: String(other.user.id), rol: 'owner' })
    const stranger = await registerUser(api)
    const notMine = await api.post('/api/auth/switch', {
      token: back.body.accessToken,
      body: { accountId: stranger.user.id },
    })
    expect(notMine.status).toBe(403)
    expect(notMine.body).toMatchObject({ error: 'not_a_member' })

    await api.post('/api/auth/switch', { token: back.body.accessToken, body: { accountId: owner.user.id } })
    const login = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: other.email, password: other.password },
    })
    expect(login.body.user.synagogueName).toBe('בית אל')
    expect(login.body.user.team?.current.role).toBe('viewer')
  })

  it('deleting a synagogue ends its members’ access to it', async () => {
    const owner = await registerUser(api)
    const warden = await joinByLink(owner, 'warden')
    await srv.db('users').where({ id: owner.user.id }).update({ is_admin: true })
    const admin = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: owner.email, password: owner.password },
    })
    expect((await api.delete(`/api/users/${owner.user.id}`, { token: admin.body.accessToken })).status).toBe(
      409,
    )
    const another = await registerUser(api)
    await srv.db('users').where({ id: another.user.id }).update({ is_admin: true })
    const admin2 = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: another.email, password: another.password },
    })
    expect((await api.delete(`/api/users/${owner.user.id}`, { token: admin2.body.accessToken })).status).toBe(
      204,
    )
    expect((await api.get('/api/members', { token: warden.accessToken })).status).toBe(401)
    expect(await srv.db('memberships').where({ account_id: owner.user.id }).first()).toBeUndefined()
  })
})
