import {
  Button,
  InputGroup,
  Tag,
  confirmDelete,
  errorMessageOf,
  PageFrame,
  toast,
  toastTexts,
  EmptyState,
  LoadFailedState,
  LoadingState,
} from '@seats/sdk'
import { formatPhone, optOutSourceLabels, type OptOut, type OptOutPage } from '@seats/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { DataTable, formatIsraelDateTime, RowIconButton, type DataColumn } from '../../shared-ui'
import { callSafetyApi } from '../call-safety-api'
import { pageCount } from '../stop-list'
import { AddOptOut } from './AddOptOut'
import '../call-safety.css'

const count = new Intl.NumberFormat('he-IL')

const columns: DataColumn<OptOut, never>[] = [
  {
    key: 'phone',
    header: 'מספר',
    minWidth: 120,
    grow: 0.6,
    priority: 0,
    ltr: true,
    render: (o) => formatPhone(o.phone),
  },
  {
    key: 'source',
    header: 'נוסף על ידי',
    minWidth: 120,
    grow: 0.6,
    priority: 1,
    render: (o) => (
      <Tag minimal round intent={o.source === 'callee' ? 'primary' : 'none'}>
        {optOutSourceLabels[o.source]}
      </Tag>
    ),
  },
  {
    key: 'reason',
    header: 'סיבה',
    minWidth: 160,
    grow: 1.4,
    priority: 2,
    render: (o) => o.reason ?? <span className="admin-muted">—</span>,
  },
  {
    key: 'createdAt',
    header: 'נוסף',
    minWidth: 120,
    grow: 0.5,
    priority: 1,
    ltr: true,
    render: (o) => formatIsraelDateTime(o.createdAt),
  },
]

/** /call-stop-list: numbers no synagogue's call rings (a callee's key 0, or an admin's entry). */
export function StopListPage() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [list, setList] = useState<OptOutPage | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const latest = useRef<AbortController | null>(null)

  const load = useCallback(async () => {
    latest.current?.abort()
    const controller = new AbortController()
    latest.current = controller
    setLoading(true)
    try {
      setList(await callSafetyApi.optOuts({ q: q.replace(/\D/g, '') || undefined, page }, controller.signal))
      setError(null)
    } catch (err) {
      if (!controller.signal.aborted) setError(errorMessageOf(err))
    } finally {
      if (!controller.signal.aborted) setLoading(false)
    }
  }, [q, page])

  useEffect(() => {
    void load()
    return () => latest.current?.abort()
  }, [load, version])

  async function remove(o: OptOut) {
    if (!(await confirmDelete())) return
    try {
      await callSafetyApi.removeOptOut(o.phone)
      toast.success(toastTexts.deleteSuccess)
      setVersion((v) => v + 1)
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    }
  }

  const pages = list ? pageCount(list) : 1
  let content
  if (!list && loading && !error) content = <LoadingState text="טוען את רשימת החסימה…" />
  else if (!list && error)
    content = (
      <LoadFailedState title="לא ניתן לטעון את רשימת החסימה" error={error} onRetry={() => void load()} />
    )
  else
    content = (
      <>
        <AddOptOut
          onAdded={() => {
            setQ('')
            setPage(1)
            setVersion((v) => v + 1)
          }}
        />
        <div className="admin-toolbar">
          <InputGroup
            className="admin-toolbar__search"
            leftIcon="search"
            type="search"
            inputMode="tel"
            dir="ltr"
            placeholder="חיפוש לפי מספר"
            aria-label="חיפוש לפי מספר"
            value={q}
            onValueChange={(v) => {
              setQ(v)
              setPage(1)
            }}
          />
          <span className="admin-toolbar__count">{`${count.format(list?.total ?? 0)} מספרים`}</span>
        </div>
        {list && list.items.length === 0 ? (
          <EmptyState
            icon="phone"
            title={q ? 'לא נמצאו מספרים' : 'הרשימה ריקה'}
            description={
              q
                ? 'אין ברשימה מספר שמכיל את הספרות האלה.'
                : 'מי שיקיש 0 בשיחת תזכורת, או שתוסיפו כאן, יופיע ברשימה.'
            }
          />
        ) : (
          <DataTable
            rows={list?.items ?? []}
            rowKey={(o) => o.phone}
            rowId={(o) => o.phone}
            columns={columns}
            label="רשימת החסימה"
            actionsWidth={48}
            actions={(o) => (
              <RowIconButton
                icon="trash"
                label={`הסרת ${formatPhone(o.phone)} מרשימת החסימה`}
                title="הסרה"
                onClick={() => void remove(o)}
              />
            )}
            cardHeight={110}
            renderCard={(o) => (
              <article className="admin-card" aria-label={formatPhone(o.phone)}>
                <div className="admin-card__head">
                  <div className="admin-card__main">
                    <h2 className="admin-card__title admin-ltr">{formatPhone(o.phone)}</h2>
                    <p className="admin-card__subtitle">{o.reason ?? optOutSourceLabels[o.source]}</p>
                  </div>
                  <Button
                    size="small"
                    variant="outlined"
                    icon="trash"
                    text="הסרה"
                    aria-label={`הסרת ${formatPhone(o.phone)} מרשימת החסימה`}
                    onClick={() => void remove(o)}
                  />
                </div>
              </article>
            )}
          />
        )}
        {pages > 1 ? (
          <nav className="stop-list-pages" aria-label="עמודים">
            <Button
              icon="chevron-right"
              text="הקודם"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            />
            <span>{`עמוד ${page} מתוך ${pages}`}</span>
            <Button
              rightIcon="chevron-left"
              text="הבא"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            />
          </nav>
        ) : null}
      </>
    )

  return (
    <div className="admin-wide">
      <PageFrame
        title="רשימת חסימה לשיחות"
        subtitle="מספרים שאף בית כנסת לא יתקשר אליהם: מי שהקיש 0 בשיחת תזכורת, ומי שנוסף כאן."
      >
        {content}
      </PageFrame>
    </div>
  )
}
