import { Button, Callout, ProgressBar, Tag, formatDateTime } from '@seats/sdk'
import { formatPhone, type ReminderRun, type ReminderRunDetail } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { capNote, failureReason, outcomeLabels, runProgress, runStatusLabel } from './reminder-form'
import { remindersApi } from './reminders-api'

/** The last runs, live: counts as they come, and who was called when a run is opened. */
export function RecentRuns({ runs, dailyCallCap }: { runs: ReminderRun[]; dailyCallCap: number }) {
  return (
    <section className="seating-card" aria-labelledby="rm-runs-title">
      <h2 id="rm-runs-title" className="seating-card__title">
        הרצות אחרונות
      </h2>
      {runs.length === 0 ? <p className="seating-muted">עדיין לא היו הרצות.</p> : null}
      <ul className="rm-runs">
        {runs.map((run) => (
          <RunItem key={run.id} run={run} dailyCallCap={dailyCallCap} />
        ))}
      </ul>
    </section>
  )
}

function RunItem({ run, dailyCallCap }: { run: ReminderRun; dailyCallCap: number }) {
  const [detail, setDetail] = useState<ReminderRunDetail | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    remindersApi
      .run(run.id)
      .then(setDetail)
      .catch(() => undefined)
    // Pushed counts change: the open list follows.
  }, [open, run.id, run.counts])
  const c = run.counts
  return (
    <li className="rm-run">
      <div className="rm-run__head">
        <strong>{run.dateName}</strong>
        <Tag
          minimal
          intent={run.status === 'stopped' ? 'warning' : run.status === 'done' ? 'success' : 'primary'}
        >
          {runStatusLabel(run)}
        </Tag>
        {run.manual ? <Tag minimal>ידני</Tag> : null}
        <span className="seating-muted">{formatDateTime(run.startedAt)}</span>
      </div>
      <ProgressBar
        value={runProgress(run)}
        animate={run.status === 'running'}
        stripes={run.status === 'running'}
        intent={run.status === 'stopped' ? 'warning' : 'primary'}
        aria-label={`התקדמות: ${c.called + c.notCalledShabbat + c.notCalledCap} מתוך ${c.queued}`}
      />
      <div className="rm-counts">
        <span>{c.queued} טלפונים</span>
        <span>{c.called} התקשרנו</span>
        <span>{c.answered} ענו</span>
        <span>{c.reported} דיווחו בשיחה</span>
        <span>{c.skippedReported} כבר דיווחו</span>
        {c.failed ? <span>{c.failed} נכשלו</span> : null}
        {c.notCalledShabbat ? <span>{c.notCalledShabbat} לא התקשרנו: שבת</span> : null}
      </div>
      {capNote(run, dailyCallCap) ? (
        <Callout intent="warning" icon="phone" className="rm-cap">
          {capNote(run, dailyCallCap)}
        </Callout>
      ) : null}
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-up' : 'chevron-down'}
        text={open ? 'הסתרת הפירוט' : 'מי קיבל שיחה'}
        onClick={() => setOpen(!open)}
      />
      {open && detail ? <RunCalls detail={detail} /> : null}
    </li>
  )
}

function RunCalls({ detail }: { detail: ReminderRunDetail }) {
  return (
    <table className="rm-calls">
      <thead>
        <tr>
          <th scope="col">מתפללים</th>
          <th scope="col">טלפון</th>
          <th scope="col">תוצאה</th>
        </tr>
      </thead>
      <tbody>
        {detail.calls.map((call) => (
          <tr key={call.phone}>
            <td>{call.names.join(', ')}</td>
            <td dir="ltr">{formatPhone(call.phone)}</td>
            <td>
              {outcomeLabels[call.outcome]}
              {call.outcome === 'failed' && call.reason ? ` (${failureReason(call.reason)})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
