import {
  Button,
  EmptyState,
  Tag,
  formatDateTime,
  PageFrame,
  socket,
  toast,
  toastTexts,
  LoadFailedState,
  LoadingState,
  useTeamRole,
} from '@seats/sdk'
import {
  formatPhone,
  personDisplayName,
  reportSourceLabels,
  type Person,
  type Report,
} from '@seats/contracts'
import { useMemo, useState } from 'react'
import { usePersons } from '../persons'
import { DateSelector, useReportStore } from '../report-dates'
import { ReportInsights } from '../insights'
import { sections } from '../sections'
import { AddReport } from './AddReport'
import { reportsApi } from './reports-api'
import { removeReport } from './remove-report'
import { reportsTexts } from './reports-texts'
import './reports.css'

/** /reports: who reported for a date, a report added by hand for a worshipper, and a report deleted. */
export function ReportsPage() {
  const { canEdit } = useTeamRole()
  const store = useReportStore()
  const { persons } = usePersons()
  const byId = useMemo(() => new Map(persons.map((p) => [p.id, p])), [persons])
  const nameOf = (id: number) => {
    const p = byId.get(id)
    return p ? personDisplayName(p) : reportsTexts.unknownPerson(id)
  }
  const sorted = useMemo(
    () => [...store.reports].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    [store.reports],
  )

  async function add(person: Person) {
    const option = store.option
    if (!option) return
    try {
      await reportsApi.create({
        personId: person.id,
        date: option.date,
        eventId: option.eventId,
        source: 'warden',
      })
      // Connected, the socket's createReport toasts and adds it; offline, say it here and read the date again.
      if (!socket.isConnected()) {
        toast.info(toastTexts.reportEntered(personDisplayName(person), option.name))
        store.reload()
      }
    } catch (error) {
      toast.failure(reportsTexts.addFailed, error)
    }
  }

  const remove = (report: Report) => removeReport(report, { reload: store.reload })

  // Stays true once set: choosing another date reloads the list, not the half year's plots.
  const [listSettled, setListSettled] = useState(false)
  if (!listSettled && store.status !== 'loading') setListSettled(true)

  const option = store.option
  let body
  if (store.status === 'loading' || !option) {
    body =
      store.status === 'failed' ? (
        <LoadFailedState title={reportsTexts.loadFailed} error={store.error} onRetry={store.reload} />
      ) : (
        <LoadingState text={reportsTexts.loading} />
      )
  } else if (sorted.length === 0) {
    body = (
      // EmptyState titles with an h2, right under the screen's h1 (Blueprint's NonIdealState uses an h4).
      <EmptyState
        icon="phone"
        title={reportsTexts.emptyTitle}
        description={option.reverse ? reportsTexts.emptyReverse : reportsTexts.emptyDetail}
      />
    )
  } else {
    body = (
      <table className="rp-table" aria-label={reportsTexts.tableLabel(option.name)}>
        <thead>
          <tr>
            <th scope="col">{reportsTexts.worshipper}</th>
            <th scope="col">{reportsTexts.phone}</th>
            <th scope="col">{reportsTexts.seats}</th>
            <th scope="col">{reportsTexts.source}</th>
            <th scope="col">{reportsTexts.reportedAt}</th>
            <th scope="col">
              <span className="sr-only">{reportsTexts.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => {
            const person = byId.get(r.personId)
            const name = nameOf(r.personId)
            return (
              <tr key={r.id}>
                <td className="rp-table__name">{name}</td>
                <td dir="ltr" className="rp-table__phone">
                  {person ? formatPhone(person.phone) : ''}
                </td>
                <td className="rp-table__seats">
                  {person ? reportsTexts.seatCount(person.seats.length) : ''}
                </td>
                <td className="rp-table__source">
                  <Tag minimal intent={r.source === 'phone' ? 'primary' : 'none'}>
                    {reportSourceLabels[r.source]}
                  </Tag>
                </td>
                <td className="rp-table__at">{formatDateTime(r.createdAt)}</td>
                <td className="rp-table__actions">
                  {canEdit ? (
                    <Button
                      variant="minimal"
                      intent="danger"
                      icon="trash"
                      aria-label={reportsTexts.deleteOf(name)}
                      title={reportsTexts.delete}
                      onClick={() => void remove(r)}
                    />
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    )
  }

  return (
    <PageFrame
      title={sections.reports.title}
      subtitle={sections.reports.subtitle}
      actions={<DateSelector dates={store.dates} value={option} onChange={store.select} />}
    >
      <div className="rp-page">
        <div className="rp-summary">
          {option ? (
            <>
              <strong>{option.name}</strong>
              <span className="rp-summary__hebrew">{option.hebrewDate}</span>
              <Tag round minimal>
                {reportsTexts.count(store.reports.length)}
              </Tag>
              {option.reverse ? (
                <Tag round intent="warning" minimal>
                  {reportsTexts.reverseNote}
                </Tag>
              ) : null}
            </>
          ) : null}
        </div>
        <div className="rp-layout">
          <div className="rp-list">{body}</div>
          {option && canEdit ? <AddReport persons={persons} reported={store.reported} onAdd={add} /> : null}
        </div>
        {/* Mounted once the first date's list has its height, so the plots below never push the page. */}
        {listSettled ? <ReportInsights /> : null}
      </div>
    </PageFrame>
  )
}
