import { Button, ExportButtons, HTMLSelect, InputGroup, PageFrame, useNavigate, EmptyState } from '@seats/sdk'
import { leadStatuses } from '@seats/contracts'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { listState, nextSort, SortSelect, type ListStateTexts, type SortState } from '../../shared-ui'
import { leadsSheet } from '../leads-export'
import {
  leadSortLabels,
  leadSources,
  leadStatusLabel,
  noLeadFilters,
  visibleLeads,
  type LeadFilters,
  type LeadSortKey,
} from '../lead-list'
import { leadStore, useLeadsState } from '../lead-store'
import '../leads.css'
import { LeadDialog } from './LeadDialog'
import { LeadsTable } from './LeadsTable'

const count = new Intl.NumberFormat('he-IL')

/** /leads: everyone who left details on the landing page or started a demo. */
const leadListTexts: ListStateTexts = {
  loading: 'טוען את הלידים…',
  failed: 'לא ניתן לטעון את הלידים',
  empty: {
    icon: 'inbox',
    title: 'עדיין אין לידים',
    description:
      'כל פנייה מטופס יצירת הקשר בדף הנחיתה וכל כניסה להדגמה נשמרות כאן, עם הסטטוס שלהן והיסטוריית ההתקשרות.',
  },
}

export function LeadsPage() {
  const { leads, listLoaded, loading, listError } = useLeadsState()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [filters, setFilters] = useState<LeadFilters>(noLeadFilters)
  const [sort, setSort] = useState<SortState<LeadSortKey>>({ key: 'createdAt', direction: 'desc' })
  const [adding, setAdding] = useState(false)

  useEffect(() => {
    void leadStore.loadList()
  }, [])

  const sources = useMemo(() => leadSources(leads), [leads])
  const visible = useMemo(
    () => visibleLeads(leads, deferredQuery, filters, sort),
    [leads, deferredQuery, filters, sort],
  )

  const content = listState(
    { loaded: listLoaded, loading: loading, error: listError, empty: leads.length === 0 },
    leadListTexts,
    () => void leadStore.reloadList(),
  ) ?? (
    <>
      <div className="admin-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="חיפוש: שם, טלפון או אימייל"
          aria-label="חיפוש לידים לפי שם, טלפון או אימייל"
          value={query}
          onValueChange={setQuery}
          className="admin-toolbar__search"
        />
        <div className="admin-toolbar__filters">
          <label className="admin-toolbar__filter">
            סטטוס
            <HTMLSelect
              value={filters.status}
              onChange={(e) =>
                setFilters({ ...filters, status: e.currentTarget.value as LeadFilters['status'] })
              }
              options={[
                { value: 'all', label: 'הכול' },
                ...leadStatuses.map((s) => ({ value: s, label: leadStatusLabel(s) })),
              ]}
            />
          </label>
          <label className="admin-toolbar__filter">
            מקור
            <HTMLSelect
              value={filters.source}
              onChange={(e) => setFilters({ ...filters, source: e.currentTarget.value })}
              options={[{ value: 'all', label: 'הכול' }, ...sources.map((s) => ({ value: s, label: s }))]}
            />
          </label>
          <SortSelect sort={sort} labels={leadSortLabels} onSort={setSort} />
        </div>
        <span className="admin-toolbar__count" aria-live="polite">
          {visible.length === leads.length
            ? `${count.format(leads.length)} לידים`
            : `${count.format(visible.length)} מתוך ${count.format(leads.length)}`}
        </span>
      </div>
      {visible.length === 0 ? (
        <EmptyState
          icon="search"
          title="לא נמצאו לידים"
          description="אין ליד שמתאים לחיפוש ולסינון שנבחרו."
          action={
            <Button
              text="ניקוי החיפוש והסינון"
              variant="outlined"
              onClick={() => {
                setQuery('')
                setFilters(noLeadFilters)
              }}
            />
          }
        />
      ) : (
        <LeadsTable leads={visible} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
      )}
    </>
  )

  return (
    <div className="admin-wide">
      <PageFrame
        title="לידים"
        subtitle="פניות מטופס יצירת הקשר ומכניסות להדגמה."
        actions={
          <>
            <ExportButtons table={() => leadsSheet(visible)} fileName="לידים" label="ייצוא הלידים" />
            <Button icon="add" text="הוספת ליד" intent="primary" onClick={() => setAdding(true)} />
          </>
        }
      >
        {content}
        {adding ? (
          <LeadDialog
            sources={sources}
            onClose={() => setAdding(false)}
            onSaved={(lead) => {
              setAdding(false)
              void navigate(`/leads/${lead.id}`)
            }}
          />
        ) : null}
      </PageFrame>
    </div>
  )
}
