import { Button, Callout, afterSignInPath, navigate, register, toast, useSession, Link } from '@seats/sdk'
import { registerSchema, type User } from '@seats/contracts'
import { useEffect, useState, type FormEvent } from 'react'
import { AuthLayout } from './AuthLayout'
import { fieldErrorsFromIssues, registrationFailure, type FieldErrors } from './form-errors'
import { TextField } from './TextField'

interface RegistrationForm {
  contactName: string
  synagogueName: string
  phone: string
  email: string
  password: string
}

const empty: RegistrationForm = { contactName: '', synagogueName: '', phone: '', email: '', password: '' }

/** A guest already told us their name and phone (the demo form): fill what is still empty. */
function withGuestDetails(form: RegistrationForm, guest: User | null): RegistrationForm {
  if (!guest?.isGuest) return form
  return { ...form, contactName: form.contactName || guest.contactName, phone: form.phone || guest.phone }
}

export function RegisterPage() {
  const { token, user } = useSession()
  const upgradingGuest = !!token && !!user?.isGuest
  const [form, setForm] = useState<RegistrationForm>(() =>
    upgradingGuest ? withGuestDetails(empty, user) : empty,
  )
  useEffect(() => {
    if (upgradingGuest) setForm((current) => withGuestDetails(current, user))
  }, [upgradingGuest, user])
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [submitting, setSubmitting] = useState(false)

  const set = (field: keyof RegistrationForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = registerSchema.safeParse(form)
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues))
      return
    }
    setFieldErrors({})
    setSubmitting(true)
    try {
      const { email, password, contactName, synagogueName, phone } = parsed.data
      await register({ email, password, contactName, synagogueName, phone })
      toast.success('החשבון נוצר בהצלחה')
      navigate(afterSignInPath(), { replace: true })
    } catch (error) {
      const failure = registrationFailure(error)
      setFieldErrors(failure.fieldErrors)
      toast.error(failure.toastTitle, failure.toastDetail)
      setSubmitting(false)
    }
  }

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
      <form onSubmit={submit} noValidate aria-label="טופס הרשמה">
        <TextField
          id="register-contact-name"
          name="contactName"
          label="שם מלא"
          autoComplete="name"
          value={form.contactName}
          onChange={set('contactName')}
          error={fieldErrors.contactName}
          required
          autoFocus
        />
        <TextField
          id="register-synagogue-name"
          name="synagogueName"
          label="שם בית הכנסת"
          autoComplete="organization"
          value={form.synagogueName}
          onChange={set('synagogueName')}
          error={fieldErrors.synagogueName}
          optional
        />
        <TextField
          id="register-phone"
          name="phone"
          label="טלפון"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={form.phone}
          onChange={set('phone')}
          error={fieldErrors.phone}
          required
        />
        <TextField
          id="register-email"
          name="email"
          label="אימייל"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          value={form.email}
          onChange={set('email')}
          error={fieldErrors.email}
          required
        />
        <TextField
          id="register-password"
          name="password"
          label="סיסמה"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={form.password}
          onChange={set('password')}
          error={fieldErrors.password}
          hint="לפחות 8 תווים"
          required
        />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          loading={submitting}
          text={upgradingGuest ? 'שמירת החשבון' : 'יצירת חשבון'}
        />
      </form>
    </AuthLayout>
  )
}
