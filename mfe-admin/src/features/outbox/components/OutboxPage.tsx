import {
  Button,
  HTMLSelect,
  Tag,
  errorMessageOf,
  PageFrame,
  EmptyState,
  LoadFailedState,
  LoadingState,
} from '@seats/sdk'
import { mailStatuses, type MailMessage, type MailStatus } from '@seats/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DataTable, formatIsraelDateTime, RowIconButton, type DataColumn } from '../../shared-ui'
import { outboxApi } from '../outbox-api'
import {
  emptyOutbox,
  mailStatusIntent,
  mailStatusLabel,
  totalCount,
  withPage,
  type OutboxState,
} from '../outbox-list'
import '../outbox.css'
import { MessageDialog } from './MessageDialog'

const count = new Intl.NumberFormat('he-IL')
const statusTag = (status: MailStatus) => (
  <Tag minimal round intent={mailStatusIntent[status]}>
    {mailStatusLabel(status)}
  </Tag>
)

const columns: DataColumn<MailMessage, never>[] = [
  {
    key: 'to',
    header: 'נמען',
    minWidth: 180,
    grow: 1.2,
    priority: 0,
    render: (m) => (
      <span className="outbox-to">
        <strong>{m.toName || m.to}</strong> <span className="admin-muted admin-ltr">{m.to}</span>
      </span>
    ),
  },
  { key: 'subject', header: 'נושא', minWidth: 180, grow: 1.6, priority: 0, render: (m) => m.subject },
  {
    key: 'status',
    header: 'סטטוס',
    minWidth: 90,
    grow: 0.4,
    priority: 0,
    render: (m) => statusTag(m.status),
  },
  {
    key: 'attempts',
    header: 'ניסיונות',
    minWidth: 70,
    grow: 0.3,
    priority: 3,
    ltr: true,
    render: (m) => m.attempts,
  },
  {
    key: 'createdAt',
    header: 'נוצר',
    minWidth: 120,
    grow: 0.5,
    priority: 1,
    ltr: true,
    render: (m) => formatIsraelDateTime(m.createdAt),
  },
  {
    key: 'sentAt',
    header: 'נשלח',
    minWidth: 120,
    grow: 0.5,
    priority: 2,
    ltr: true,
    render: (m) => formatIsraelDateTime(m.sentAt) || <span className="admin-muted">—</span>,
  },
]

/** /outbox: every message admins sent, its status, and what the recipient got. */
export function OutboxPage() {
  const [status, setStatus] = useState<'all' | MailStatus>('all')
  const [state, setState] = useState<OutboxState>(emptyOutbox)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<MailMessage | null>(null)
  const latest = useRef<AbortController | null>(null)

  const load = useCallback(
    async (before?: number) => {
      latest.current?.abort()
      const controller = new AbortController()
      latest.current = controller
      setLoading(true)
      try {
        const page = await outboxApi.page(
          { status: status === 'all' ? undefined : status, before },
          controller.signal,
        )
        setState((current) => withPage(current, page, before !== undefined))
        setError(null)
      } catch (err) {
        if (!controller.signal.aborted) setError(errorMessageOf(err))
      } finally {
        if (!controller.signal.aborted) setLoading(false)
      }
    },
    [status],
  )

  useEffect(() => {
    void load()
    return () => latest.current?.abort()
  }, [load])

  const total = totalCount(state.counts)
  let content
  if (loading && state.messages.length === 0 && !error) content = <LoadingState text="טוען את הדואר היוצא…" />
  else if (error && state.messages.length === 0)
    content = (
      <LoadFailedState title="לא ניתן לטעון את הדואר היוצא" error={error} onRetry={() => void load()} />
    )
  else
    content = (
      <>
        <div className="admin-toolbar">
          <div className="admin-toolbar__filters">
            <label className="admin-toolbar__filter">
              סטטוס
              <HTMLSelect
                value={status}
                onChange={(e) => setStatus(e.currentTarget.value as 'all' | MailStatus)}
                options={[
                  { value: 'all', label: `הכול (${count.format(total)})` },
                  ...mailStatuses.map((s) => ({
                    value: s,
                    label: `${mailStatusLabel(s)} (${count.format(state.counts[s] ?? 0)})`,
                  })),
                ]}
              />
            </label>
          </div>
          <Button
            icon="refresh"
            variant="minimal"
            text="רענון"
            loading={loading}
            onClick={() => void load()}
          />
          <span className="admin-toolbar__count">{`${count.format(state.messages.length)} הודעות מוצגות`}</span>
        </div>
        {state.messages.length === 0 ? (
          <EmptyState
            icon="envelope"
            title="אין הודעות"
            description={
              status === 'all'
                ? 'מייל שנשלח למשתמשים מהמסך "משתמשים" יופיע כאן עם הסטטוס שלו והתוכן כפי שנשלח.'
                : 'אין הודעות בסטטוס הזה.'
            }
          />
        ) : (
          <DataTable
            rows={state.messages}
            rowKey={(m) => m.id}
            rowId={(m) => m.id}
            columns={columns}
            label="הדואר היוצא"
            actionsWidth={48}
            actions={(m) => (
              <RowIconButton
                icon="eye-open"
                label={`הצגת ההודעה ${m.subject} אל ${m.toName || m.to}`}
                title="הצגה"
                onClick={() => setOpen(m)}
              />
            )}
            onRowDoubleClick={setOpen}
            cardHeight={130}
            renderCard={(m) => (
              <article className="admin-card" aria-label={m.subject}>
                <div className="admin-card__head">
                  <div className="admin-card__main">
                    <h2 className="admin-card__title">{m.subject}</h2>
                    <p className="admin-card__subtitle">
                      {m.toName} <span className="admin-ltr">{m.to}</span>
                    </p>
                  </div>
                  {statusTag(m.status)}
                </div>
                <div className="outbox-card__foot">
                  <span className="admin-ltr">{formatIsraelDateTime(m.sentAt ?? m.createdAt)}</span>
                  <Button
                    size="small"
                    variant="outlined"
                    icon="eye-open"
                    text="הצגה"
                    onClick={() => setOpen(m)}
                  />
                </div>
              </article>
            )}
          />
        )}
        {state.nextBefore !== null ? (
          <div className="outbox-more">
            <Button
              text="הודעות ישנות יותר"
              icon="history"
              loading={loading}
              onClick={() => void load(state.nextBefore ?? undefined)}
            />
          </div>
        ) : null}
      </>
    )

  return (
    <div className="admin-wide">
      <PageFrame title="דואר יוצא" subtitle="כל המיילים שנשלחו למשתמשים, הסטטוס שלהם והתוכן כפי שנשלח.">
        {content}
        {open ? <MessageDialog message={open} onClose={() => setOpen(null)} /> : null}
      </PageFrame>
    </div>
  )
}
