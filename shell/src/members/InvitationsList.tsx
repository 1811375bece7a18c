import { memberRoleLabels, type Invitation } from '@seats/contracts'
import { Button, Tag, formatDate } from '@seats/sdk'
import { membersTexts as t } from './members-texts'

/** The invitations not yet used; the owner may revoke each. */
export function InvitationsList(props: {
  invitations: readonly Invitation[]
  canManage: boolean
  busyId: number | null
  onRevoke(invitation: Invitation): void
}) {
  const { invitations, canManage, busyId, onRevoke } = props
  if (invitations.length === 0) {
    return (
      <p className="shell-members__empty" data-testid="invitations-empty">
        {t.invitationsEmpty}
      </p>
    )
  }
  return (
    <ul className="shell-members__invitations" data-testid="invitations-list">
      {invitations.map((invitation) => (
        <li key={invitation.id} data-testid="invitation-row">
          <div className="shell-members__invitation-main">
            <span dir="ltr" className="shell-members__email">
              {invitation.email}
            </span>
            <Tag minimal round>
              {memberRoleLabels[invitation.role]}
            </Tag>
          </div>
          <div className="shell-members__invitation-meta">
            {t.invitedBy} {invitation.invitedBy} · {formatDate(invitation.createdAt)} · {t.expires}{' '}
            {formatDate(invitation.expiresAt)}
          </div>
          {canManage ? (
            <Button
              variant="minimal"
              size="small"
              icon="disable"
              intent="danger"
              text={t.revoke}
              aria-label={t.revokeLabel(invitation.email)}
              loading={busyId === invitation.id}
              onClick={() => onRevoke(invitation)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
