import {
  Button,
  Callout,
  afterSignInPath,
  fieldErrorsFromIssues,
  navigate,
  register,
  toast,
  useCheckedForm,
  useSession,
  Link,
  type FormCheck,
} from '@seats/sdk'
import { registerSchema, type RegisterInput, type User } from '@seats/contracts'
import { useEffect } from 'react'
import { AuthLayout } from './AuthLayout'
import { registrationFailure } from './auth-failures'
import { TextField } from './TextField'

interface RegistrationForm {
  contactName: string
  synagogueName: string
  phone: string
  email: string
  password: string
}

const empty: RegistrationForm = { contactName: '', synagogueName: '', phone: '', email: '', password: '' }
const fields = ['contactName', 'synagogueName', 'phone', 'email', 'password'] as const

function checkRegistration(values: RegistrationForm): FormCheck<RegistrationForm, RegisterInput> {
  const parsed = registerSchema.safeParse(values)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, fields) }
}

/** A guest already told us their name and phone (the demo form): fill what is still empty. */
function withGuestDetails(form: RegistrationForm, guest: User | null): RegistrationForm {
  if (!guest?.isGuest) return form
  return { ...form, contactName: form.contactName || guest.contactName, phone: form.phone || guest.phone }
}

export function RegisterPage() {
  const { token, user } = useSession()
  const upgradingGuest = !!token && !!user?.isGuest
  const form = useCheckedForm({
    initial: () => (upgradingGuest ? withGuestDetails(empty, user) : empty),
    check: checkRegistration,
    fieldOrder: fields,
    idPrefix: 'register',
    save: ({ email, password, contactName, synagogueName, phone }) =>
      register({ email, password, contactName, synagogueName, phone }),
    savedText: 'החשבון נוצר בהצלחה',
    refused: (error) => {
      const failure = registrationFailure(error)
      toast.error(failure.toastTitle, failure.toastDetail)
      return { fields: failure.fieldErrors, message: null }
    },
    leavesOnSaved: true,
    onSaved: () => navigate(afterSignInPath(), { replace: true }),
  })
  useEffect(() => {
    if (upgradingGuest) form.change(withGuestDetails(form.values, user))
    // When the session's user arrives or changes, not on typing: a field the guest emptied stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upgradingGuest, user])

  const field = (name: keyof RegistrationForm) => ({
    id: `register-${name}`,
    name,
    value: form.values[name],
    onChange: (value: string) => form.change({ [name]: value }),
    onBlur: () => form.blur(name),
    error: form.errors[name],
  })

  return (
    <AuthLayout
      title={upgradingGuest ? 'שמירת החשבון' : 'יצירת חשבון'}
      subtitle={
        upgradingGuest
          ? 'כל מה שיצרתם כאורח יישמר בחשבון החדש.'
          : 'כמה פרטים, ואפשר להתחיל לבנות את מפת בית הכנסת.'
      }
      footer={
        <>
          <span>
            כבר יש לכם חשבון? <Link to="/login">התחברות</Link>
          </span>
          {!upgradingGuest ? (
            <span>
              רוצים לנסות קודם? <Link to="/guest-session">כניסה כאורח</Link>
            </span>
          ) : null}
        </>
      }
    >
      {upgradingGuest ? (
        <Callout intent="success" icon="saved" className="landing-auth__notice">
          אתם גולשים כאורח. ההרשמה תהפוך את הגלישה שלכם לחשבון קבוע.
        </Callout>
      ) : null}
      <form onSubmit={form.submit} noValidate aria-label="טופס הרשמה">
        <TextField {...field('contactName')} label="שם מלא" autoComplete="name" required autoFocus />
        <TextField {...field('synagogueName')} label="שם בית הכנסת" autoComplete="organization" optional />
        <TextField
          {...field('phone')}
          label="טלפון"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
        <TextField
          {...field('email')}
          label="אימייל"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
        />
        <TextField
          {...field('password')}
          label="סיסמה"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          hint="לפחות 8 תווים"
          required
        />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          loading={form.saving}
          text={upgradingGuest ? 'שמירת החשבון' : 'יצירת חשבון'}
        />
      </form>
    </AuthLayout>
  )
}
