import { Tag } from '@seats/sdk'
import type { SubscriptionStatus, User } from '@seats/contracts'
import { statusMeta } from '../user-list'

/** The seed's status code as a coloured Hebrew tag. */
export function StatusTag({ status }: { status: SubscriptionStatus }) {
  const { label, intent } = statusMeta[status]
  return (
    <Tag minimal intent={intent} round data-status={status}>
      {label}
    </Tag>
  )
}

/** The status, then what kind of account it is: guest, demo guest, admin. */
export function UserTags({ user, status }: { user: User; status: SubscriptionStatus }) {
  return (
    <span className="admin-tags">
      <StatusTag status={status} />
      {user.isDemoGuest ? (
        <Tag minimal round icon="play">
          הדגמה
        </Tag>
      ) : user.isGuest ? (
        <Tag minimal round icon="person">
          אורח
        </Tag>
      ) : null}
      {user.isAdmin ? (
        <Tag minimal round intent="primary" icon="shield">
          מנהל
        </Tag>
      ) : null}
    </span>
  )
}
