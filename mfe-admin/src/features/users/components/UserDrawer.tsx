import {
  Button,
  Callout,
  Drawer,
  FormGroup,
  InputGroup,
  Spinner,
  Tab,
  Tabs,
  errorMessageOf,
  toast,
  toastTexts,
} from '@seats/sdk'
import {
  TRIAL_SUBSCRIPTION_TYPE,
  extendTrialSchema,
  markPaidSchema,
  type AuditEntry,
  type SignIn,
} from '@seats/contracts'
import { useEffect, useState } from 'react'
import { CallCapField } from '../../call-safety'
import { formatIsraelDate, formatIsraelDateTime, israelDate, israelInstant } from '../../shared-ui'
import {
  auditActor,
  auditChangeText,
  auditDetail,
  auditTitle,
  shortUserAgent,
  signInMethodLabels,
} from '../user-history'
import { countFormat, formatPhone, formatPrice, type UserRow } from '../user-list'
import { usersApi } from '../users-api'
import { usersStore } from '../users-store'
import { AccountBilling } from './AccountBilling'
import { UserTags } from './UserTags'

const DAY_MS = 86_400_000

interface History {
  audit: AuditEntry[] | null
  signIns: SignIn[] | null
  error: string | null
}

/** The account's audit log and sign-ins, loaded when the drawer opens and again after each quick action. */
function useHistory(userId: number, version: number): History {
  const [history, setHistory] = useState<History>({ audit: null, signIns: null, error: null })
  useEffect(() => {
    const controller = new AbortController()
    Promise.all([usersApi.audit(userId, controller.signal), usersApi.signIns(userId, controller.signal)])
      .then(([audit, signIns]) => setHistory({ audit, signIns, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setHistory((h) => ({ ...h, error: errorMessageOf(err) }))
      })
    return () => controller.abort()
  }, [userId, version])
  return history
}

interface UserDrawerProps {
  row: UserRow
  onClose: () => void
  onEdit: () => void
  onEmail: () => void
}

/** One account at a glance: its plan, quick actions (extend the trial, mark as paid), audit log, sign-ins. */
export function UserDrawer({ row, onClose, onEdit, onEmail }: UserDrawerProps) {
  const { user, status } = row
  const [version, setVersion] = useState(0)
  const history = useHistory(user.id, version)
  const [days, setDays] = useState('14')
  const [paidUntil, setPaidUntil] = useState(() => israelDate(Date.now() + 31 * DAY_MS))
  const [busy, setBusy] = useState<'extend' | 'paid' | null>(null)
  const [actionError, setActionError] = useState<{ extend?: string; paid?: string }>({})

  async function run(kind: 'extend' | 'paid', action: () => Promise<unknown>) {
    setBusy(kind)
    setActionError({})
    try {
      await action()
      toast.success(toastTexts.updateSuccess)
      setVersion((v) => v + 1)
    } catch (err) {
      toast.failure(toastTexts.updateFailure, err)
      setActionError({ [kind]: errorMessageOf(err) })
    } finally {
      setBusy(null)
    }
  }

  function extend() {
    const parsed = extendTrialSchema.safeParse({ days: Number(days) })
    if (!parsed.success) return setActionError({ extend: parsed.error.issues[0]?.message })
    void run('extend', () => usersStore.extendTrial(user.id, parsed.data.days))
  }

  function markPaid() {
    // Paid through the whole chosen day, on Israel's clock.
    const parsed = markPaidSchema.safeParse({ until: israelInstant(paidUntil, 23, 59) ?? '' })
    if (!parsed.success) return setActionError({ paid: parsed.error.issues[0]?.message })
    void run('paid', () => usersStore.markPaid(user.id, parsed.data.until))
  }

  return (
    <Drawer
      isOpen
      onClose={onClose}
      position="left"
      // The whole width on a phone, a side panel elsewhere.
      size="min(520px, 100vw)"
      title={user.contactName || user.email || `#${user.id}`}
      icon="id-number"
      className="user-drawer"
    >
      <div className="user-drawer__body">
        <section className="user-drawer__section">
          {user.synagogueName ? <p className="user-drawer__synagogue">{user.synagogueName}</p> : null}
          <UserTags user={user} status={status} />
          <dl className="admin-card__fields user-drawer__facts">
            <dt>אימייל</dt>
            <dd className="admin-ltr">{user.email || '—'}</dd>
            <dt>טלפון</dt>
            <dd className="admin-ltr">{user.phone ? formatPhone(user.phone) : '—'}</dd>
            <dt>מנוי</dt>
            <dd>
              {user.subscriptionType}
              {user.subscriptionEndsAt ? (
                <>
                  {' · עד '}
                  <span className="admin-ltr">{formatIsraelDateTime(user.subscriptionEndsAt)}</span>
                </>
              ) : null}
            </dd>
            <dt>מתפללים</dt>
            <dd>
              {user.worshippers === null || user.worshippers === undefined
                ? '—'
                : countFormat.format(user.worshippers)}{' '}
              מתוך {countFormat.format(user.maxPeople)} · {formatPrice(user.price)} לחודש
            </dd>
            <dt>נוצר</dt>
            <dd className="admin-ltr">{formatIsraelDate(user.createdAt)}</dd>
            <dt>כניסה אחרונה</dt>
            <dd className="admin-ltr">{formatIsraelDateTime(user.lastSignInAt) || '—'}</dd>
          </dl>
          <div className="user-drawer__buttons">
            <Button icon="edit" text="עריכה" variant="outlined" onClick={onEdit} />
            <Button icon="envelope" text="שליחת מייל" variant="outlined" onClick={onEmail} />
          </div>
        </section>

        <section className="user-drawer__section" aria-labelledby="user-quick-actions">
          <h3 id="user-quick-actions" className="user-drawer__title">
            פעולות מהירות
          </h3>
          {user.subscriptionType === TRIAL_SUBSCRIPTION_TYPE ? (
            <FormGroup
              label="הארכת תקופת הניסיון"
              labelFor="user-extend-days"
              helperText={actionError.extend ?? 'מהמאוחר מבין היום ותום המנוי הנוכחי'}
              intent={actionError.extend ? 'danger' : 'none'}
            >
              <div className="user-drawer__row">
                <InputGroup
                  id="user-extend-days"
                  type="number"
                  min={1}
                  max={365}
                  value={days}
                  onValueChange={setDays}
                  className="user-drawer__days"
                  dir="ltr"
                />
                <span className="user-drawer__unit">ימים</span>
                <Button
                  text="הארכה"
                  icon="time"
                  intent="primary"
                  loading={busy === 'extend'}
                  onClick={extend}
                />
              </div>
            </FormGroup>
          ) : (
            // A paying account's time follows its charges: days given on top would be free days every cycle.
            <p className="user-drawer__note">
              החשבון משלם: תום המנוי נקבע לפי החיובים, ותקופת ניסיון אינה מוארכת.
            </p>
          )}
          <FormGroup
            label="סימון כמשלם עד"
            labelFor="user-paid-until"
            helperText={actionError.paid ?? 'מנוי חודשי עד סוף היום שנבחר (שעון ישראל)'}
            intent={actionError.paid ? 'danger' : 'none'}
          >
            <div className="user-drawer__row">
              <input
                id="user-paid-until"
                type="date"
                className="bp6-input user-drawer__date"
                value={paidUntil}
                onChange={(e) => setPaidUntil(e.currentTarget.value)}
              />
              <Button
                text="סימון כמשלם"
                icon="bank-account"
                intent="success"
                loading={busy === 'paid'}
                onClick={markPaid}
              />
            </div>
          </FormGroup>
          <CallCapField accountId={user.id} />
        </section>

        <section className="user-drawer__section user-drawer__history">
          {history.error ? (
            <Callout intent="danger" compact title="לא ניתן לטעון את ההיסטוריה">
              {history.error}
            </Callout>
          ) : null}
          <Tabs id="user-history" renderActiveTabPanelOnly>
            <Tab id="audit" title="יומן פעולות" panel={<AuditList entries={history.audit} />} />
            <Tab id="sign-ins" title="כניסות" panel={<SignInList signIns={history.signIns} />} />
            <Tab id="billing" title="תשלומים" panel={<AccountBilling userId={user.id} version={version} />} />
          </Tabs>
        </section>
      </div>
    </Drawer>
  )
}

function AuditList({ entries }: { entries: AuditEntry[] | null }) {
  if (entries === null) return <Spinner size={20} className="user-drawer__spinner" />
  if (entries.length === 0) return <p className="admin-muted">עדיין לא נרשמו פעולות על החשבון.</p>
  return (
    <ol className="user-history" aria-label="יומן פעולות">
      {entries.map((entry) => (
        <li key={entry.id} className="user-history__item">
          <div className="user-history__head">
            <strong>{auditTitle(entry)}</strong>
            <span className="admin-ltr">{formatIsraelDateTime(entry.at)}</span>
          </div>
          <div className="admin-muted">על ידי {auditActor(entry)}</div>
          {auditDetail(entry) ? <div>{auditDetail(entry)}</div> : null}
          {entry.changes.length > 0 ? (
            <ul className="user-history__changes">
              {entry.changes.map((change) => (
                <li key={change.field}>{auditChangeText(change)}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

function SignInList({ signIns }: { signIns: SignIn[] | null }) {
  if (signIns === null) return <Spinner size={20} className="user-drawer__spinner" />
  if (signIns.length === 0) return <p className="admin-muted">המשתמש עוד לא נכנס למערכת.</p>
  return (
    <ol className="user-history" aria-label="כניסות">
      {signIns.map((signIn) => (
        <li key={signIn.id} className="user-history__item">
          <div className="user-history__head">
            <strong>{signInMethodLabels[signIn.method]}</strong>
            <span className="admin-ltr">{formatIsraelDateTime(signIn.at)}</span>
          </div>
          <div className="admin-muted admin-ltr" title={signIn.userAgent}>
            {signIn.ip} · {shortUserAgent(signIn.userAgent)}
          </div>
        </li>
      ))}
    </ol>
  )
}
