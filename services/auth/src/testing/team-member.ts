import type Koa from 'koa'
import { randomBytes } from 'node:crypto'
import type { MemberRole } from '@seats/contracts'
import { routeAccessBreaches, send } from '@seats/kit/testing'
import { registerTestWarden, type TestAuthServer, type TestWarden } from './test-server'

export interface TestMember {
  /** The person. */
  id: number
  email: string
  password: string
  /** An access token acting for the synagogue they were invited to, with the invited role. */
  token: string
}

/** The invitation link's token from the email the owner's invitation queued (as the invitee would click it). */
export async function invitationTokenSentTo(auth: TestAuthServer, email: string): Promise<string> {
  const row = (await auth
    .db('mail_messages as m')
    .join('mail_batches as b', 'b.id', 'm.batch_id')
    .where('m.to_email', email.toLowerCase())
    .orderBy('m.id', 'desc')
    .first('b.body')) as { body: string } | undefined
  const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(row?.body ?? '')?.[1]
  if (!token) throw new Error(`no invitation email to ${email}`)
  return token
}

/**
 * A new person joining the owner's synagogue with `role`, the way a real one does: the owner invites by
 * email, the invitee registers through the link.
 */
export async function joinTestMember(
  auth: TestAuthServer,
  owner: Pick<TestWarden, 'token'>,
  role: MemberRole,
): Promise<TestMember> {
  const id = randomBytes(5).toString('hex')
  const email = `${role}-${id}@example.com`
  const password = `password-${id}`
  const invited = await send(auth.base, owner.token, 'POST', '/api/members/invitations', { email, role })
  if (invited.status !== 201)
    throw new Error(`invitation failed: ${invited.status} ${JSON.stringify(invited.body)}`)
  const invitationToken = await invitationTokenSentTo(auth, email)
  const reg = await send<{ accessToken: string; user: { id: number } }>(
    auth.base,
    null,
    'POST',
    '/api/auth/register',
    { email, password, contactName: `חבר צוות ${id}`, phone: '0501234567', invitationToken },
  )
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`)
  return { id: reg.body.user.id, email, password, token: reg.body.accessToken }
}

/** An owner, a warden, a viewer and a removed member of one new synagogue (for the route-access checks). */
export async function testTeam(auth: TestAuthServer): Promise<{
  owner: TestWarden
  warden: TestMember
  viewer: TestMember
  removed: TestMember
}> {
  const owner = await registerTestWarden(auth)
  const [warden, viewer, removed] = [
    await joinTestMember(auth, owner, 'warden'),
    await joinTestMember(auth, owner, 'viewer'),
    await joinTestMember(auth, owner, 'warden'),
  ]
  const out = await send(auth.base, owner.token, 'DELETE', `/api/members/${removed.id}`)
  if (out.status !== 204) throw new Error(`removing a member failed: ${out.status}`)
  return { owner, warden, viewer, removed }
}

/** Every route of `app` (served at `base`) called as a new synagogue's team would be refused (kit's check). */
export async function routeAccessOfTeam(auth: TestAuthServer, app: Koa, base: string) {
  const team = await testTeam(auth)
  return routeAccessBreaches(app, base, {
    owner: team.owner.token,
    warden: team.warden.token,
    viewer: team.viewer.token,
    removed: team.removed.token,
  })
}
