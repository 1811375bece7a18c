import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  InputGroup,
  TextArea,
  errorMessageOf,
  fieldErrorsFromIssues,
  serverFieldErrors,
  showToast,
  toastTexts,
  TOAST_TIMEOUT_MS,
  useCheckedForm,
  type FormCheck,
  FormDialogFooter,
} from '@seats/sdk'
import { sendEmailSchema, type SendEmailInput } from '@seats/contracts'
import type { ListedUser } from '../user-list'
import { usersApi } from '../users-api'

type Field = 'subject' | 'body'
type EmailValues = Record<Field, string>
const fields: Field[] = ['subject', 'body']
const initial: EmailValues = { subject: '', body: '' }

/** The contracts' schema; a rule no field shows (too many recipients) is said over the form. */
function checkEmail(values: EmailValues, userIds: number[]): FormCheck<EmailValues, SendEmailInput> {
  const parsed = sendEmailSchema.safeParse({ userIds, ...values })
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors = fieldErrorsFromIssues(parsed.error.issues, fields)
  if (errors.subject || errors.body) return { ok: false, errors }
  return { ok: false, errors, message: parsed.error.issues[0]?.message ?? toastTexts.unexpectedError }
}

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
  const form = useCheckedForm({
    initial,
    check: (values: EmailValues) => checkEmail(values, userIds),
    fieldOrder: fields,
    idPrefix: 'email',
    save: (input) => usersApi.sendEmail(input),
    savedText: null,
    blankShowsOnLeave: true,
    refused: (error) => {
      emailToast({ ok: false, error })
      return serverFieldErrors(error, fields)
    },
    onSaved: (answer) => {
      emailToast({ ok: true, message: answer.message })
      onSent?.()
      onClose()
    },
  })
  const unreachable = recipients.filter((u) => !u.email || u.isGuest).length

  const names = recipients.map((u) => u.contactName || u.email || `#${u.id}`)
  const to =
    names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')} ועוד ${names.length - 2} משתמשים`
  return (
    <Dialog isOpen onClose={onClose} title="שליחת מייל" icon="envelope" className="admin-dialog email-dialog">
      <form onSubmit={form.submit} noValidate aria-label="שליחת מייל">
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
          {form.formError ? (
            <Callout
              intent="danger"
              compact
              className="admin-form-error"
              role="alert"
              title={toastTexts.emailFailure}
            >
              {form.formError}
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
              onValueChange={(v) => form.change({ subject: v })}
              onBlur={() => form.blur('subject')}
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
              onChange={(e) => form.change({ body: e.currentTarget.value })}
              onBlur={() => form.blur('body')}
              intent={form.errors.body ? 'danger' : 'none'}
              maxLength={20_000}
            />
          </FormGroup>
        </DialogBody>
        <FormDialogFooter adding saving={form.saving} onCancel={onClose} submitText="שליחה" />
      </form>
    </Dialog>
  )
}
