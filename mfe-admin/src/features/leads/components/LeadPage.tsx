import {
  Button,
  HTMLSelect,
  confirmDelete,
  PageFrame,
  toast,
  toastTexts,
  Link,
  useNavigate,
  useParams,
  EmptyState,
  LoadFailedState,
  LoadingState,
} from '@seats/sdk'
import {
  leadStatuses,
  normalizePhone,
  type Communication,
  type Lead,
  type LeadStatus,
} from '@seats/contracts'
import { useEffect, useState } from 'react'
import { UserDialog } from '../../users'
import { formatIsraelDateTime, formatPhone } from '../../shared-ui'
import { leadStatusLabel, leadUpdateOf } from '../lead-list'
import { leadStore, useLeadsState } from '../lead-store'
import '../leads.css'
import { CommunicationDialog } from './CommunicationDialog'
import { CommunicationsPanel } from './CommunicationsPanel'
import { LeadDialog } from './LeadDialog'
import { LeadStatusTag } from './LeadStatusTag'

type OpenDialog =
  { kind: 'edit' } | { kind: 'account' } | { kind: 'communication'; communication?: Communication } | null

const backLink = (
  <Link to="/leads" className="bp6-button bp6-outlined">
    <span className="bp6-button-text">חזרה ללידים</span>
  </Link>
)

/** An id from the address that the server could know: a positive whole number. */
const leadIdOf = (param: string | undefined): number | null =>
  param && /^\d{1,12}$/.test(param) && Number(param) > 0 ? Number(param) : null

/** /leads/:id: every field, the status, the communications, and an account made from the lead. */
export function LeadPage() {
  const params = useParams()
  const id = leadIdOf(params.id)
  const state = useLeadsState()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [savingStatus, setSavingStatus] = useState(false)

  useEffect(() => {
    if (id !== null) void leadStore.openLead(id)
  }, [id])

  const lead = state.leadId === id ? state.lead : null
  const subtitle = `ליד מספר ${params.id ?? ''}`

  if (id === null || (state.leadId === id && state.leadMissing)) {
    return (
      <PageFrame title="ליד" subtitle={subtitle} actions={backLink}>
        <EmptyState
          icon="search"
          title="הליד לא נמצא"
          description="אין ליד עם המספר הזה. ייתכן שהוא נמחק, או שהכתובת שגויה."
          action={
            <Link to="/leads" className="bp6-button bp6-intent-primary">
              <span className="bp6-button-text">לרשימת הלידים</span>
            </Link>
          }
        />
      </PageFrame>
    )
  }

  if (!lead) {
    return (
      <PageFrame title="ליד" subtitle={subtitle} actions={backLink}>
        {state.leadError && !state.leadLoading ? (
          <LoadFailedState
            title="לא ניתן לטעון את הליד"
            error={state.leadError}
            onRetry={() => void leadStore.openLead(id)}
          />
        ) : (
          <LoadingState text="טוען את פרטי הליד…" />
        )}
      </PageFrame>
    )
  }

  async function changeStatus(current: Lead, status: LeadStatus) {
    setSavingStatus(true)
    try {
      await leadStore.update(current.id, leadUpdateOf(current, { status }))
      toast.success(toastTexts.updateSuccess)
    } catch (err) {
      toast.failure(toastTexts.updateFailure, err)
    } finally {
      setSavingStatus(false)
    }
  }

  async function remove(current: Lead) {
    if (!(await confirmDelete())) return
    try {
      await leadStore.remove(current.id)
      toast.success(toastTexts.deleteSuccess)
      void navigate('/leads')
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    }
  }

  async function accountCreated(current: Lead) {
    setDialog(null)
    if (current.status === 'user_created') return
    try {
      await leadStore.update(current.id, leadUpdateOf(current, { status: 'user_created' }))
    } catch (err) {
      toast.failure(toastTexts.updateFailure, err)
    }
  }

  const actions = (
    <>
      {backLink}
      <Button icon="edit" text="עריכה" variant="outlined" onClick={() => setDialog({ kind: 'edit' })} />
      <Button
        icon="trash"
        text="מחיקה"
        variant="outlined"
        intent="danger"
        onClick={() => void remove(lead)}
      />
      <Button
        icon="new-person"
        text="יצירת חשבון מהליד"
        intent="primary"
        onClick={() => setDialog({ kind: 'account' })}
      />
    </>
  )

  return (
    <div className="admin-wide lead-screen">
      <PageFrame
        title={lead.name}
        subtitle={
          <>
            {subtitle} · התקבל <span className="admin-ltr">{formatIsraelDateTime(lead.createdAt)}</span>
          </>
        }
        actions={actions}
      >
        <div className="lead-page">
          <section className="lead-panel lead-details" aria-labelledby="lead-details-title">
            <header className="lead-panel__head">
              <h2 id="lead-details-title" className="lead-panel__title">
                פרטי הליד
              </h2>
              <LeadStatusTag status={lead.status} large />
            </header>
            <label className="lead-details__status">
              <span>סטטוס</span>
              <HTMLSelect
                value={lead.status}
                disabled={savingStatus}
                onChange={(e) => void changeStatus(lead, e.currentTarget.value as LeadStatus)}
                options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabel(s) }))}
                fill
              />
            </label>
            <dl className="lead-details__fields">
              <dt>שם</dt>
              <dd>{lead.name}</dd>
              <dt>טלפון</dt>
              <dd>
                <a href={`tel:${normalizePhone(lead.phone)}`} className="admin-ltr">
                  {formatPhone(lead.phone)}
                </a>
              </dd>
              <dt>אימייל</dt>
              <dd>
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="admin-ltr">
                    {lead.email}
                  </a>
                ) : (
                  <span className="admin-muted">לא נמסר</span>
                )}
              </dd>
              <dt>מקור</dt>
              <dd>{lead.source}</dd>
              <dt>התקבל</dt>
              <dd className="admin-ltr">{formatIsraelDateTime(lead.createdAt)}</dd>
            </dl>
            <h3 className="lead-details__message-title">הודעה</h3>
            {lead.message ? (
              <p className="lead-details__message">{lead.message}</p>
            ) : (
              <p className="admin-muted lead-details__message">לא נכתבה הודעה.</p>
            )}
          </section>
          <CommunicationsPanel
            communications={lead.communications ?? []}
            onAdd={() => setDialog({ kind: 'communication' })}
            onEdit={(communication) => setDialog({ kind: 'communication', communication })}
          />
        </div>
        {dialog?.kind === 'edit' ? (
          <LeadDialog lead={lead} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
        ) : null}
        {dialog?.kind === 'communication' ? (
          <CommunicationDialog
            leadId={lead.id}
            communication={dialog.communication}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog?.kind === 'account' ? (
          <UserDialog
            prefill={{
              contactName: lead.name,
              phone: normalizePhone(lead.phone),
              email: lead.email || undefined,
            }}
            onClose={() => setDialog(null)}
            onSaved={() => void accountCreated(lead)}
          />
        ) : null}
      </PageFrame>
    </div>
  )
}
