import { Button, Callout, afterSignInPath, login, mapPath, navigate, useSession, Link } from '@seats/sdk'
import { loginSchema } from '@seats/contracts'
import { useState, type FormEvent } from 'react'
import { AuthLayout } from './AuthLayout'
import { fieldErrorsFromIssues, loginFailure, type FieldErrors } from './form-errors'
import { TextField } from './TextField'

export function LoginPage() {
  const { token, user, lastMapId } = useSession()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const parsed = loginSchema.safeParse({ username, password })
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromIssues(parsed.error.issues))
      return
    }
    setFieldErrors({})
    setSubmitting(true)
    try {
      await login(parsed.data)
      navigate(afterSignInPath(), { replace: true })
    } catch (error) {
      const failure = loginFailure(error)
      setFormError(failure.message)
      setFieldErrors(failure.fieldErrors)
      setSubmitting(false)
    }
  }

  return (
    <AuthLayout
      title="התחברות"
      subtitle="ברוכים השבים! התחברו כדי לנהל את מקומות הישיבה."
      footer={
        <>
          <span>
            עדיין אין לכם חשבון? <Link to="/register">יצירת חשבון</Link>
          </span>
          <span>
            רוצים לנסות קודם? <Link to="/guest-session">כניסה כאורח</Link>
          </span>
        </>
      }
    >
      {token && user && !user.isGuest ? (
        <Callout intent="primary" icon="info-sign" className="landing-auth__notice">
          כבר התחברתם בתור {user.contactName}. <Link to={mapPath(lastMapId)}>מעבר למפה</Link>
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="טופס התחברות">
        <TextField
          id="login-username"
          name="username"
          label="אימייל"
          type="email"
          inputMode="email"
          autoComplete="username"
          dir="ltr"
          value={username}
          onChange={setUsername}
          error={fieldErrors.username}
          required
          autoFocus
        />
        <TextField
          id="login-password"
          name="password"
          label="סיסמה"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          required
        />
        {formError ? (
          <Callout intent="danger" icon="error" role="alert" className="landing-auth__error">
            {formError}
          </Callout>
        ) : null}
        <Button type="submit" intent="primary" size="large" fill loading={submitting} text="התחברות" />
      </form>
    </AuthLayout>
  )
}
