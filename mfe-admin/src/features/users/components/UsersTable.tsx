import { Button } from '@blueprintjs/core'
import type { User } from '@seats/contracts'
import {
  DataTable,
  formatIsraelDate,
  formatIsraelDateTime,
  type DataColumn,
  type SortState,
} from '../../shared-ui'
import { formatPhone, formatPrice, countFormat, type UserRow, type UserSortKey } from '../user-list'
import { UserTags } from './UserTags'

interface UsersTableProps {
  rows: readonly UserRow[]
  sort: SortState<UserSortKey>
  onSort: (key: UserSortKey) => void
  onEdit: (user: User) => void
  onDelete: (user: User) => void
  /** The signed-in admin: not deletable from here. */
  meId: number | null
}

const dash = <span className="admin-muted">—</span>

const columns: DataColumn<UserRow, UserSortKey>[] = [
  {
    key: 'contactName',
    header: 'איש קשר',
    sortKey: 'contactName',
    minWidth: 150,
    grow: 1.3,
    priority: 0,
    render: ({ user }) => <strong className="users-table__name">{user.contactName || dash}</strong>,
  },
  {
    key: 'synagogueName',
    header: 'בית כנסת',
    sortKey: 'synagogueName',
    minWidth: 130,
    grow: 1.2,
    priority: 2,
    render: ({ user }) => user.synagogueName || dash,
  },
  {
    key: 'email',
    header: 'אימייל',
    sortKey: 'email',
    minWidth: 180,
    grow: 1.5,
    priority: 3,
    ltr: true,
    render: ({ user }) => user.email || dash,
  },
  {
    key: 'phone',
    header: 'טלפון',
    sortKey: 'phone',
    minWidth: 110,
    grow: 0.6,
    priority: 1,
    ltr: true,
    render: ({ user }) => (user.phone ? formatPhone(user.phone) : dash),
  },
  {
    key: 'subscriptionType',
    header: 'סוג מנוי',
    sortKey: 'subscriptionType',
    minWidth: 80,
    grow: 0.5,
    priority: 6,
    render: ({ user }) => user.subscriptionType || dash,
  },
  {
    key: 'subscriptionEndsAt',
    header: 'תום המנוי',
    sortKey: 'subscriptionEndsAt',
    minWidth: 120,
    grow: 0.6,
    priority: 4,
    ltr: true,
    render: ({ user }) => formatIsraelDateTime(user.subscriptionEndsAt) || dash,
  },
  {
    key: 'status',
    header: 'סטטוס',
    sortKey: 'status',
    minWidth: 210,
    grow: 1.2,
    priority: 0,
    render: ({ user, status }) => <UserTags user={user} status={status} />,
  },
  {
    key: 'maxPeople',
    header: 'מתפללים',
    sortKey: 'maxPeople',
    minWidth: 80,
    grow: 0.4,
    priority: 5,
    ltr: true,
    render: ({ user }) => countFormat.format(user.maxPeople),
  },
  {
    key: 'price',
    header: 'מחיר',
    sortKey: 'price',
    minWidth: 70,
    grow: 0.4,
    priority: 7,
    render: ({ user }) => formatPrice(user.price),
  },
  {
    key: 'createdAt',
    header: 'נוצר',
    sortKey: 'createdAt',
    minWidth: 90,
    grow: 0.4,
    priority: 8,
    ltr: true,
    render: ({ user }) => formatIsraelDate(user.createdAt),
  },
]

/** Every account: a virtual table on a wide screen, cards on a phone. */
export function UsersTable({ rows, sort, onSort, onEdit, onDelete, meId }: UsersTableProps) {
  const actions = ({ user }: UserRow) => (
    <>
      <Button
        variant="minimal"
        size="small"
        icon="edit"
        aria-label={`עריכת ${user.contactName}`}
        title="עריכה"
        onClick={() => onEdit(user)}
      />
      {user.id !== meId ? (
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          intent="danger"
          aria-label={`מחיקת ${user.contactName}`}
          title="מחיקה"
          onClick={() => onDelete(user)}
        />
      ) : null}
    </>
  )

  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.user.id}
      rowId={(r) => r.user.id}
      columns={columns}
      label="רשימת המשתמשים"
      sort={sort}
      onSort={onSort}
      actions={actions}
      actionsWidth={80}
      onRowDoubleClick={(r) => onEdit(r.user)}
      cardHeight={250}
      renderCard={(row) => (
        <article className="admin-card" aria-label={row.user.contactName}>
          <div className="admin-card__head">
            <div>
              <h3 className="admin-card__title">{row.user.contactName || '—'}</h3>
              {row.user.synagogueName ? (
                <p className="admin-card__subtitle">{row.user.synagogueName}</p>
              ) : null}
            </div>
            <div className="admin-card__actions">{actions(row)}</div>
          </div>
          <UserTags user={row.user} status={row.status} />
          <dl className="admin-card__fields">
            <dt>אימייל</dt>
            <dd className="admin-ltr">{row.user.email || '—'}</dd>
            <dt>טלפון</dt>
            <dd className="admin-ltr">{row.user.phone ? formatPhone(row.user.phone) : '—'}</dd>
            <dt>מנוי</dt>
            <dd>
              {row.user.subscriptionType || '—'}
              {row.user.subscriptionEndsAt ? (
                <>
                  {' · עד '}
                  <span className="admin-ltr">{formatIsraelDateTime(row.user.subscriptionEndsAt)}</span>
                </>
              ) : null}
            </dd>
            <dt>תוכנית</dt>
            <dd>
              עד {countFormat.format(row.user.maxPeople)} מתפללים · {formatPrice(row.user.price)} לחודש
            </dd>
            <dt>נוצר</dt>
            <dd className="admin-ltr">{formatIsraelDate(row.user.createdAt)}</dd>
          </dl>
        </article>
      )}
    />
  )
}
