import { Link, useNavigate } from '@seats/sdk'
import {
  DataTable,
  RowIconButton,
  formatIsraelDateTime,
  formatPhone,
  type DataColumn,
  type SortState,
} from '../../shared-ui'
import type { LeadListItem, LeadSortKey } from '../lead-list'
import { LeadStatusTag } from './LeadStatusTag'

const dash = <span className="admin-muted">—</span>
const leadPath = (lead: LeadListItem) => `/leads/${lead.id}`

const columns: DataColumn<LeadListItem, LeadSortKey>[] = [
  {
    key: 'name',
    header: 'שם',
    sortKey: 'name',
    minWidth: 150,
    grow: 1.3,
    priority: 0,
    render: (lead) => (
      <Link to={leadPath(lead)} className="leads-table__name">
        {lead.name}
      </Link>
    ),
  },
  {
    key: 'phone',
    header: 'טלפון',
    sortKey: 'phone',
    minWidth: 120,
    grow: 0.7,
    priority: 1,
    ltr: true,
    render: (lead) => (lead.phone ? formatPhone(lead.phone) : dash),
  },
  {
    key: 'email',
    header: 'אימייל',
    sortKey: 'email',
    minWidth: 190,
    grow: 1.4,
    priority: 3,
    ltr: true,
    render: (lead) => lead.email || dash,
  },
  {
    key: 'source',
    header: 'מקור',
    sortKey: 'source',
    minWidth: 100,
    grow: 0.6,
    priority: 4,
    render: (lead) => lead.source || dash,
  },
  {
    key: 'status',
    header: 'סטטוס',
    sortKey: 'status',
    minWidth: 120,
    grow: 0.7,
    priority: 0,
    render: (lead) => <LeadStatusTag status={lead.status} />,
  },
  {
    key: 'createdAt',
    header: 'התקבל',
    sortKey: 'createdAt',
    minWidth: 120,
    grow: 0.6,
    priority: 2,
    ltr: true,
    render: (lead) => formatIsraelDateTime(lead.createdAt),
  },
  {
    key: 'lastCommunicationAt',
    header: 'קשר אחרון',
    sortKey: 'lastCommunicationAt',
    minWidth: 120,
    grow: 0.6,
    priority: 5,
    ltr: true,
    render: (lead) => formatIsraelDateTime(lead.lastCommunicationAt) || dash,
  },
]

interface LeadsTableProps {
  leads: readonly LeadListItem[]
  sort: SortState<LeadSortKey>
  onSort: (key: LeadSortKey) => void
}

/** The leads: a virtual table on a wide screen, cards on a phone; a lead's name opens it. */
export function LeadsTable({ leads, sort, onSort }: LeadsTableProps) {
  const navigate = useNavigate()
  return (
    <DataTable
      rows={leads}
      rowKey={(lead) => lead.id}
      rowId={(lead) => lead.id}
      columns={columns}
      label="רשימת הלידים"
      sort={sort}
      onSort={onSort}
      actionsWidth={48}
      actions={(lead) => (
        <RowIconButton
          icon="chevron-right"
          label={`פתיחת ${lead.name}`}
          title="פתיחה"
          onClick={() => void navigate(leadPath(lead))}
        />
      )}
      onRowDoubleClick={(lead) => void navigate(leadPath(lead))}
      cardHeight={200}
      renderCard={(lead) => (
        <article className="admin-card" aria-label={lead.name}>
          <div className="admin-card__head">
            <h2 className="admin-card__title">
              <Link to={leadPath(lead)}>{lead.name}</Link>
            </h2>
            <LeadStatusTag status={lead.status} />
          </div>
          <dl className="admin-card__fields">
            <dt>טלפון</dt>
            <dd className="admin-ltr">{lead.phone ? formatPhone(lead.phone) : '—'}</dd>
            {lead.email ? (
              <>
                <dt>אימייל</dt>
                <dd className="admin-ltr">{lead.email}</dd>
              </>
            ) : null}
            <dt>מקור</dt>
            <dd>{lead.source || '—'}</dd>
            <dt>התקבל</dt>
            <dd className="admin-ltr">{formatIsraelDateTime(lead.createdAt)}</dd>
            {lead.lastCommunicationAt ? (
              <>
                <dt>קשר אחרון</dt>
                <dd className="admin-ltr">{formatIsraelDateTime(lead.lastCommunicationAt)}</dd>
              </>
            ) : null}
          </dl>
          {lead.message ? <p className="leads-card__message">{lead.message}</p> : null}
        </article>
      )}
    />
  )
}
