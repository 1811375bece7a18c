import {
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  teamSchema,
  type Invitation,
  type InvitationPreview,
  type InviteMember,
  type Member,
  type MemberRole,
  type Team,
} from '@seats/contracts'
import { parseResponse } from '../api/parse-response'
import { api } from '../platform/services'
import { sessionAnswerSchema, type SessionAnswer } from './session-user'

const segment = (value: string | number) => encodeURIComponent(String(value))

/** The team calls of the auth service, each answer checked against the contracts. Errors are ApiErrors. */
export const teamApi = {
  /** GET /api/members: the members and the open invitations (any member may read them). */
  async team(): Promise<Team> {
    return parseResponse(teamSchema, await api.get<unknown>('/members'), 'members')
  },

  /** POST /api/members/invitations (owner): the invitation email goes out with its link. */
  async invite(input: InviteMember): Promise<Invitation> {
    return parseResponse(invitationSchema, await api.post<unknown>('/members/invitations', input), 'invite')
  },

  /** DELETE /api/members/invitations/:id (owner): the link stops working. */
  async revokeInvitation(id: number): Promise<void> {
    await api.delete(`/members/invitations/${segment(id)}`)
  },

  /** PUT /api/members/:userId (owner); 409 last_owner when it would leave no owner. */
  async changeRole(userId: number, role: MemberRole): Promise<Member> {
    return parseResponse(
      memberSchema,
      await api.put<unknown>(`/members/${segment(userId)}`, { role }),
      'member',
    )
  },

  /** DELETE /api/members/:userId: the owner removes a member, or a member leaves. */
  async removeMember(userId: number): Promise<void> {
    await api.delete(`/members/${segment(userId)}`)
  },

  /** GET /api/invitations/:token, without signing in: what the link offers and whether it still may be used. */
  async invitation(token: string): Promise<InvitationPreview> {
    const body = await api.get<unknown>(`/invitations/${segment(token)}`, { token: null, recoverAuth: false })
    return parseResponse(invitationPreviewSchema, body, 'invitation')
  },

  /** POST /api/invitations/:token/accept, signed in with the invited email: a session acting for that synagogue. */
  async acceptInvitation(token: string): Promise<SessionAnswer> {
    const body = await api.post<unknown>(`/invitations/${segment(token)}/accept`)
    return parseResponse(sessionAnswerSchema, body, 'accept invitation')
  },

  /** POST /api/auth/switch: a session acting for another synagogue of the person's (remembered as the last). */
  async switchSynagogue(accountId: number): Promise<SessionAnswer> {
    return parseResponse(
      sessionAnswerSchema,
      await api.post<unknown>('/auth/switch', { accountId }),
      'switch',
    )
  },
}
