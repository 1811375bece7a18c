import { useCallback } from 'react'
import type { User } from '@seats/contracts'
import {
  DataTable,
  formatIsraelDate,
  formatIsraelDateTime,
  type DataColumn,
  type SortState,
  type TableSelection,
  RowCheckbox,
  RowIconButton,
} from '../../shared-ui'
import { formatPhone, formatPrice, countFormat, type UserRow, type UserSortKey } from '../user-list'
import { UserTags } from './UserTags'

interface UsersTableProps {
  rows: readonly UserRow[]
  sort: SortState<UserSortKey>
  onSort: (key: UserSortKey) => void
  onEdit: (user: User) => void
  onDelete: (user: User) => void
  onOpen: (row: UserRow) => void
  onEmail: (user: User) => void
  selection: TableSelection<UserRow>
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
    key: 'worshippers',
    header: 'מתפללים',
    sortKey: 'worshippers',
    minWidth: 100,
    grow: 0.5,
    priority: 5,
    ltr: true,
    render: ({ user }) => (
      <span title={`${user.worshippers ?? '?'} מתפללים מתוך מכסה של ${user.maxPeople}`}>
        {user.worshippers === null || user.worshippers === undefined
          ? '—'
          : countFormat.format(user.worshippers)}
        <span className="admin-muted"> / {countFormat.format(user.maxPeople)}</span>
      </span>
    ),
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
  {
    key: 'lastSignInAt',
    header: 'כניסה אחרונה',
    sortKey: 'lastSignInAt',
    minWidth: 120,
    grow: 0.6,
    priority: 6,
    ltr: true,
    render: ({ user }) => formatIsraelDateTime(user.lastSignInAt) || dash,
  },
]

/** Every account: a virtual table on a wide screen, cards on a phone. */
export function UsersTable({
  rows,
  sort,
  onSort,
  onEdit,
  onDelete,
  onOpen,
  onEmail,
  selection,
  meId,
}: UsersTableProps) {
  const actions = useCallback(
    (row: UserRow) => {
      const { user } = row
      return (
        <>
          <RowIconButton
            icon="id-number"
            label={`פרטי ${user.contactName}`}
            title="פרטים, פעולות מהירות ויומן"
            onClick={() => onOpen(row)}
          />
          <RowIconButton
            icon="edit"
            label={`עריכת ${user.contactName}`}
            title="עריכה"
            onClick={() => onEdit(user)}
          />
          <RowIconButton
            icon="envelope"
            label={`שליחת מייל ל${user.contactName}`}
            title="שליחת מייל"
            disabled={!user.email}
            onClick={() => onEmail(user)}
          />
          {user.id !== meId ? (
            <RowIconButton
              icon="trash"
              intent="danger"
              label={`מחיקת ${user.contactName}`}
              title="מחיקה"
              onClick={() => onDelete(user)}
            />
          ) : null}
        </>
      )
    },
    [onOpen, onEdit, onEmail, onDelete, meId],
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
      actionsWidth={120}
      selection={selection}
      onRowDoubleClick={onOpen}
      cardHeight={270}
      renderCard={(row) => (
        <article className="admin-card" aria-label={row.user.contactName}>
          <div className="admin-card__head">
            <RowCheckbox
              className="admin-card__check"
              checked={selection.isSelected(row)}
              onChange={(checked) => selection.onToggle(row, checked)}
              label={selection.label(row)}
            />
            <div className="admin-card__main">
              <h2 className="admin-card__title">{row.user.contactName || '—'}</h2>
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
            <dt>מתפללים</dt>
            <dd>
              {row.user.worshippers === null || row.user.worshippers === undefined
                ? '—'
                : countFormat.format(row.user.worshippers)}{' '}
              מתוך {countFormat.format(row.user.maxPeople)} · {formatPrice(row.user.price)} לחודש
            </dd>
            <dt>נוצר</dt>
            <dd className="admin-ltr">{formatIsraelDate(row.user.createdAt)}</dd>
            <dt>כניסה אחרונה</dt>
            <dd className="admin-ltr">{formatIsraelDateTime(row.user.lastSignInAt) || '—'}</dd>
          </dl>
        </article>
      )}
    />
  )
}
