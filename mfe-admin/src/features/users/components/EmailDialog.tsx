import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  TextArea,
  errorMessageOf,
  serverFieldErrors,
  showToast,
  toastTexts,
  TOAST_TIMEOUT_MS,
  useFormFields,
  type FieldErrors,
  FormDialogFooter,
} from '@seats/sdk'
import { sendEmailSchema } from '@seats/contracts'
import { useCallback, useState, type FormEvent } from 'react'
import { hebrewFieldErrors } from '../../shared-ui'
import type { ListedUser } from '../user-list'
import { usersApi } from '../users-api'

type Field = 'subject' | 'body'
const fields: Field[] = ['subject', 'body']
const initial: Record<Field, string> = { subject: '', body: '' }

/** Seed §8: 'המייל נשלח!' with the server's message; 'שגיאה בשליחת המייל' with its error; 3000 ms. */
export function emailToast(outcome: { ok: true; message: string } | { ok: false; error: unknown }): void {
  if (outcome.ok) {
    showToast({
      intent: 'success',
      title: toastTexts.emailSent,
      message: outcome.message,
      timeout: TOAST_TIMEOUT_MS,
    })
  } else {
    showToast({
      intent: 'danger',
      title: toastTexts.emailFailure,
      message: errorMessageOf(outcome.error, toastTexts.unexpectedError),
      timeout: TOAST_TIMEOUT_MS,
    })
  }
}

interface EmailDialogProps {
  recipients: readonly ListedUser[]
  onClose: () => void
  onSent?: () => void
}

/** One email, the same subject and text, to one user or to the selected ones. */
export function EmailDialog({ recipients, onClose, onSent }: EmailDialogProps) {
  const userIds = recipients.map((u) => u.id)
  const validate = useCallback((values: Record<Field, string>): FieldErrors<Field> => {
    const parsed = sendEmailSchema.safeParse({ userIds: [1], ...values })
    return parsed.success ? {} : hebrewFieldErrors(parsed.error.issues, fields)
  }, [])
  const form = useFormFields<Field>({ initial, validate })
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const unreachable = recipients.filter((u) => !u.email || u.isGuest).length

  async function submit(event: FormEvent) {
    event.preventDefault()
    form.touchAll()
    const parsed = sendEmailSchema.safeParse({ userIds, ...form.values })
    if (!parsed.success) {
      const errors = hebrewFieldErrors(parsed.error.issues, fields)
      document.getElementById(`email-${errors.subject ? 'subject' : 'body'}`)?.focus()
      if (!errors.subject && !errors.body)
        setFailure(parsed.error.issues[0]?.message ?? toastTexts.unexpectedError)
      return
    }
    setSending(true)
    setFailure(null)
    try {
      const answer = await usersApi.sendEmail(parsed.data)
      emailToast({ ok: true, message: answer.message })
      onSent?.()
      onClose()
    } catch (error) {
      const { fields: named, message } = serverFieldErrors(error, fields)
      form.setServerErrors(named)
      setFailure(message)
      emailToast({ ok: false, error })
    } finally {
      setSending(false)
    }
  }

  const names = recipients.map((u) => u.contactName || u.email || `#${u.id}`)
  const to =
    names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} ועוד ${names.length - 2} משתמשים`
  return (
    <Dialog isOpen onClose={onClose} title="שליחת מייל" icon="envelope" className="admin-dialog email-dialog">
      <form onSubmit={submit} noValidate aria-label="שליחת מייל">
        <DialogBody>
          <p className="email-dialog__to">
            <span className="admin-muted">אל: </span>
            <strong>{to}</strong>
          </p>
          {unreachable > 0 ? (
            <Callout intent="warning" compact className="admin-form-error">
              {unreachable === 1
                ? 'לאחד הנמענים אין כתובת אימייל (או שהוא אורח): הוא לא יקבל את המייל.'
                : `ל-${unreachable} מהנמענים אין כתובת אימייל (או שהם אורחים): הם לא יקבלו את המייל.`}
            </Callout>
          ) : null}
          {failure ? (
            <Callout
              intent="danger"
              compact
              className="admin-form-error"
              role="alert"
              title={toastTexts.emailFailure}
            >
              {failure}
            </Callout>
          ) : null}
          <FormGroup
            label="נושא"
            labelFor="email-subject"
            labelInfo="(חובה)"
            helperText={form.errors.subject}
            intent={form.errors.subject ? 'danger' : 'none'}
          >
            <InputGroup
              id="email-subject"
              value={form.values.subject}
              onValueChange={(v) => form.setValue('subject', v)}
              onBlur={() => form.touch('subject')}
              intent={form.errors.subject ? 'danger' : 'none'}
              maxLength={200}
              autoFocus
            />
          </FormGroup>
          <FormGroup
            label="תוכן"
            labelFor="email-body"
            labelInfo="(חובה)"
            helperText={form.errors.body ?? 'המייל נשלח מימין לשמאל; שורה ריקה מפרידה בין פסקאות.'}
            intent={form.errors.body ? 'danger' : 'none'}
          >
            <TextArea
              id="email-body"
              fill
              rows={8}
              value={form.values.body}
              onChange={(e) => form.setValue('body', e.currentTarget.value)}
              onBlur={() => form.touch('body')}
              intent={form.errors.body ? 'danger' : 'none'}
              maxLength={20_000}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter adding saving={sending} onCancel={onClose} submitText="שליחה" />
      </form>
    </Dialog>
  )
}
