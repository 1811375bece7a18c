import {
  Callout,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
  isApiError,
  serverFieldErrors,
  toast,
  toastTexts,
  useCheckedForm,
  useSession,
  FormDialogFooter,
} from '@seats/sdk'
import { fieldLabels, TRIAL_SUBSCRIPTION_TYPE, type AdminCreateUser, type User } from '@seats/contracts'
import { useState, type ReactNode } from 'react'
import {
  checkUserForm,
  hourOptions,
  minuteOptions,
  userFormFields,
  userFormValues,
  type UserFormField,
  type UserPrefill,
} from '../user-form'
import { usersStore } from '../users-store'

/** Seed §2: the header says which by whether the user has an id. */
export const USER_DIALOG_TITLES = { add: 'הוספת משתמש', edit: 'עריכת משתמש' } as const

const pad = (n: number) => String(n).padStart(2, '0')

interface UserDialogProps {
  /** The user to edit; without one (or without an id) the dialog adds a new account. */
  user?: User | null
  /** A new account's details from elsewhere (a lead). */
  prefill?: UserPrefill
  onClose: () => void
  onSaved: (user: User) => void
}

/** Add or edit one account, with every field an admin may set. */
export function UserDialog({ user, prefill, onClose, onSaved }: UserDialogProps) {
  const editing = Boolean(user?.id)
  const mode = editing ? 'edit' : 'create'
  const { user: me } = useSession()
  const [initial] = useState(() => userFormValues(editing ? user : null, prefill))
  const form = useCheckedForm({
    initial,
    check: (values: typeof initial) => checkUserForm(values, mode, initial),
    fieldOrder: userFormFields,
    idPrefix: 'user',
    save: (payload) =>
      editing && user ? usersStore.update(user.id, payload) : usersStore.create(payload as AdminCreateUser),
    savedText: editing ? toastTexts.updateSuccess : toastTexts.addUserSuccess,
    blankShowsOnLeave: true,
    refused: (error) => {
      // The date, hour and minute edit one body field: its error shows under the date.
      const refusal = isApiError(error)
        ? serverFieldErrors(error, userFormFields, { subscriptionEndsAt: 'endDate' })
        : { fields: {}, message: toastTexts.unexpectedError }
      toast.failure(
        editing ? toastTexts.updateFailure : toastTexts.addUserFailure,
        error,
        refusal.message ?? Object.values<string | undefined>(refusal.fields)[0],
      )
      return refusal
    },
    onSaved,
  })
  const self = editing && me?.id === user?.id

  const field = (
    name: UserFormField,
    label: string,
    control: ReactNode,
    options: { required?: boolean; helper?: string; full?: boolean } = {},
  ) => {
    const error = form.errors[name]
    return (
      <FormGroup
        label={label}
        labelFor={`user-${name}`}
        labelInfo={options.required ? '(חובה)' : undefined}
        helperText={error ? <span id={`user-${name}-error`}>{error}</span> : options.helper}
        intent={error ? 'danger' : 'none'}
        className={options.full ? 'admin-form-grid__full' : undefined}
      >
        {control}
      </FormGroup>
    )
  }
  const text = (
    name: UserFormField,
    props: {
      type?: string
      dir?: 'ltr'
      autoComplete?: string
      inputMode?: 'tel' | 'email' | 'numeric' | 'decimal'
      autoFocus?: boolean
      maxLength?: number
      list?: string
    } = {},
  ) => (
    <InputGroup
      id={`user-${name}`}
      value={form.values[name]}
      onValueChange={(v) => form.change({ [name]: v })}
      onBlur={() => form.blur(name)}
      intent={form.errors[name] ? 'danger' : 'none'}
      aria-invalid={form.errors[name] ? true : undefined}
      aria-describedby={form.errors[name] ? `user-${name}-error` : undefined}
      autoComplete={props.autoComplete ?? 'off'}
      {...props}
    />
  )
  const endError = form.errors.endDate

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={editing ? USER_DIALOG_TITLES.edit : USER_DIALOG_TITLES.add}
      icon={editing ? 'edit' : 'new-person'}
      className="admin-dialog users-dialog"
    >
      <form
        onSubmit={form.submit}
        noValidate
        aria-label={editing ? USER_DIALOG_TITLES.edit : USER_DIALOG_TITLES.add}
      >
        <DialogBody>
          {form.formError ? (
            <Callout intent="danger" compact className="admin-form-error" role="alert">
              {form.formError}
            </Callout>
          ) : null}
          <h3 className="users-dialog__section">פרטי החשבון</h3>
          <div className="admin-form-grid">
            {field(
              'contactName',
              fieldLabels.contactName!,
              text('contactName', { autoFocus: true, maxLength: 100 }),
              { required: true },
            )}
            {field('synagogueName', fieldLabels.synagogueName!, text('synagogueName', { maxLength: 150 }))}
            {field(
              'email',
              fieldLabels.email!,
              text('email', { type: 'email', dir: 'ltr', inputMode: 'email', maxLength: 254 }),
              { required: !editing },
            )}
            {field(
              'phone',
              fieldLabels.phone!,
              text('phone', { type: 'tel', dir: 'ltr', inputMode: 'tel', maxLength: 20 }),
              { required: !editing },
            )}
            {field(
              'password',
              editing ? 'סיסמה חדשה' : fieldLabels.password!,
              text('password', {
                type: 'password',
                dir: 'ltr',
                autoComplete: 'new-password',
                maxLength: 200,
              }),
              {
                required: !editing,
                full: true,
                helper: editing
                  ? 'ריק: הסיסמה הנוכחית נשארת. סיסמה חדשה מנתקת את החיבורים של המשתמש.'
                  : 'לפחות 8 תווים',
              },
            )}
          </div>
          <h3 className="users-dialog__section">מנוי</h3>
          <div className="admin-form-grid">
            {field(
              'subscriptionType',
              fieldLabels.subscriptionType!,
              text('subscriptionType', { list: 'user-subscription-types', maxLength: 50 }),
              {
                helper: `'${TRIAL_SUBSCRIPTION_TYPE}' לתקופת ניסיון; כל ערך אחר הוא מנוי בתשלום`,
              },
            )}
            <FormGroup
              label={fieldLabels.subscriptionEndsAt}
              labelFor="user-endDate"
              labelInfo="(שעון ישראל)"
              helperText={endError ? <span id="user-endDate-error">{endError}</span> : 'ריק: ללא תאריך סיום'}
              intent={endError ? 'danger' : 'none'}
            >
              <div className="users-dialog__when">
                <input
                  id="user-endDate"
                  type="date"
                  className={`bp6-input users-dialog__date${endError ? ' bp6-intent-danger' : ''}`}
                  value={form.values.endDate}
                  onChange={(e) => form.change({ endDate: e.currentTarget.value })}
                  onBlur={() => form.blur('endDate')}
                  aria-invalid={endError ? true : undefined}
                  aria-describedby={endError ? 'user-endDate-error' : undefined}
                />
                <span className="users-dialog__time" dir="ltr">
                  <HTMLSelect
                    id="user-endHour"
                    aria-label="שעה"
                    value={form.values.endHour}
                    onChange={(e) => form.change({ endHour: e.currentTarget.value })}
                    disabled={!form.values.endDate}
                    options={hourOptions.map((h) => ({ value: String(h), label: pad(h) }))}
                  />
                  <span aria-hidden>:</span>
                  <HTMLSelect
                    id="user-endMinute"
                    aria-label="דקה"
                    value={form.values.endMinute}
                    onChange={(e) => form.change({ endMinute: e.currentTarget.value })}
                    disabled={!form.values.endDate}
                    options={minuteOptions.map((m) => ({ value: String(m), label: pad(m) }))}
                  />
                </span>
              </div>
            </FormGroup>
            {field(
              'maxPeople',
              fieldLabels.maxPeople!,
              text('maxPeople', { inputMode: 'numeric', dir: 'ltr', maxLength: 6 }),
            )}
            {field(
              'price',
              `${fieldLabels.price} (₪ לחודש)`,
              text('price', { inputMode: 'decimal', dir: 'ltr', maxLength: 9 }),
            )}
          </div>
          <datalist id="user-subscription-types">
            <option value={TRIAL_SUBSCRIPTION_TYPE} />
            <option value="חודשי" />
          </datalist>
          <h3 className="users-dialog__section">הרשאות</h3>
          <div className="users-dialog__switches">
            <Switch
              id="user-isAdmin"
              label="מנהל מערכת (גישה למשתמשים וללידים)"
              checked={form.values.isAdmin === 'true'}
              onChange={(e) => form.change({ isAdmin: String(e.currentTarget.checked) })}
              disabled={self}
            />
            {self ? <p className="users-dialog__note">אי אפשר להסיר את ההרשאה מעצמך.</p> : null}
            <Switch
              id="user-isNew"
              label="משתמש חדש (יוצג לו הסיור המודרך)"
              checked={form.values.isNew === 'true'}
              onChange={(e) => form.change({ isNew: String(e.currentTarget.checked) })}
            />
          </div>
        </DialogBody>
        <FormDialogFooter adding={!editing} saving={form.saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
