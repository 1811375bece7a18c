import { memberRoleLabels, type Invitation, type Member, type MemberRole } from '@seats/contracts'
import {
  Card,
  H2,
  LoadFailedState,
  LoadingState,
  NonIdealState,
  PageFrame,
  ViewOnlyNote,
  confirmDialog,
  enterSynagogue,
  loadCurrentUser,
  logout,
  session,
  teamApi,
  toast,
  useSession,
  useTeamRole,
} from '@seats/sdk'
import { useState } from 'react'
import { InvitationsList } from './InvitationsList'
import { InviteForm } from './InviteForm'
import { MembersTable } from './MembersTable'
import { membersTexts as t } from './members-texts'
import { useTeam } from './use-team'
import './members.css'

/**
 * /members: the synagogue's team (GET /api/members). The owner invites, changes roles, removes and revokes;
 * a warden or a viewer reads it, and anyone may leave.
 */
export default function MembersPage() {
  const { user } = useSession()
  const { isOwner, canEdit, team: context } = useTeamRole()
  const member = !!user && !user.isGuest
  const data = useTeam(member)
  const [busyUser, setBusyUser] = useState<number | null>(null)
  const [busyInvitation, setBusyInvitation] = useState<number | null>(null)
  const synagogue = context?.current.synagogueName || user?.synagogueName || ''

  const changeRole = async (target: Member, role: MemberRole) => {
    setBusyUser(target.userId)
    try {
      await teamApi.changeRole(target.userId, role)
      toast.success(t.roleChanged(target.contactName, memberRoleLabels[role]))
      // My own role changed: what the screens allow me changes with it.
      if (target.userId === user?.id) await loadCurrentUser()
    } catch (error) {
      toast.failure(t.roleFailed, error)
    } finally {
      setBusyUser(null)
      data.reload()
    }
  }

  const remove = async (target: Member) => {
    const leaving = target.userId === user?.id
    const confirmed = await confirmDialog({
      title: leaving ? t.leaveTitle : t.removeTitle,
      text: leaving ? t.leaveText(synagogue) : t.removeText(target.contactName, synagogue),
      confirmText: leaving ? t.leave : t.remove,
      intent: 'danger',
      icon: leaving ? 'log-out' : 'trash',
    })
    if (!confirmed) return
    setBusyUser(target.userId)
    try {
      await teamApi.removeMember(target.userId)
    } catch (error) {
      toast.failure(t.removeFailed, error)
      setBusyUser(null)
      return
    }
    setBusyUser(null)
    if (!leaving) {
      toast.success(t.removed(target.contactName))
      data.reload()
      return
    }
    await afterLeaving(context?.current.accountId)
  }

  const revoke = async (invitation: Invitation) => {
    const confirmed = await confirmDialog({
      title: t.revokeTitle,
      text: t.revokeText(invitation.email),
      confirmText: t.revoke,
      cancelText: t.keep,
      intent: 'danger',
      icon: 'disable',
    })
    if (!confirmed) return
    setBusyInvitation(invitation.id)
    try {
      await teamApi.revokeInvitation(invitation.id)
      toast.success(t.revoked)
    } catch (error) {
      toast.failure(t.revokeFailed, error)
    } finally {
      setBusyInvitation(null)
      data.reload()
    }
  }

  return (
    <PageFrame title={t.title} subtitle={isOwner ? t.subtitle : t.subtitleReadOnly} width="wide">
      {!user ? null : user.isGuest ? (
        <NonIdealState icon="info-sign" description={t.guest} />
      ) : (
        <div className="shell-members" data-testid="members-page">
          {/* The subtitle already says who runs the team; a viewer also learns what their role allows. */}
          {!canEdit ? <ViewOnlyNote /> : null}
          <Card className="shell-members__card" role="region" aria-labelledby="members-list">
            <H2 id="members-list">
              {t.members}
              {synagogue ? <span className="shell-members__synagogue"> · {synagogue}</span> : null}
            </H2>
            {data.team ? (
              <MembersTable
                members={data.team.members}
                selfId={user.id}
                canManage={isOwner}
                busyUserId={busyUser}
                onChangeRole={(m, role) => void changeRole(m, role)}
                onRemove={(m) => void remove(m)}
              />
            ) : data.error ? (
              <LoadFailedState title={t.loadFailed} error={data.error} onRetry={data.reload} />
            ) : (
              <LoadingState text={t.loading} />
            )}
          </Card>
          {isOwner ? <InviteForm onInvited={data.reload} /> : null}
          {data.team ? (
            <Card className="shell-members__card" role="region" aria-labelledby="members-invitations">
              <H2 id="members-invitations">{t.invitations}</H2>
              <InvitationsList
                invitations={data.team.invitations}
                canManage={isOwner}
                busyId={busyInvitation}
                onRevoke={(i) => void revoke(i)}
              />
            </Card>
          ) : null}
        </div>
      )}
    </PageFrame>
  )
}

/** Left this synagogue: on to another of the person's, else signed out (the token acted for this one). */
async function afterLeaving(leftAccountId: number | undefined) {
  const { user } = session.getState()
  const next = user?.team?.memberships.find((m) => m.accountId !== leftAccountId)
  if (next) {
    try {
      enterSynagogue(await teamApi.switchSynagogue(next.accountId))
      return
    } catch {
      // Nothing else to act for: sign out below.
    }
  }
  await logout()
}
