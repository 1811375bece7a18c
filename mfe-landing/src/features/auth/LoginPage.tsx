import {
  Button,
  Callout,
  afterSignInPath,
  fieldErrorsFromIssues,
  login,
  mapPath,
  navigate,
  useCheckedForm,
  useSession,
  Link,
  type FormCheck,
} from '@seats/sdk'
import { loginSchema, type LoginInput } from '@seats/contracts'
import { AuthLayout } from './AuthLayout'
import { loginFailure } from './auth-failures'
import { TextField } from './TextField'

type LoginValues = { username: string; password: string }

function checkLogin(values: LoginValues): FormCheck<LoginValues, LoginInput> {
  const parsed = loginSchema.safeParse(values)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, ['username', 'password']) }
}

export function LoginPage() {
  const { token, user, lastMapId } = useSession()
  const form = useCheckedForm({
    initial: { username: '', password: '' },
    check: checkLogin,
    fieldOrder: ['username', 'password'],
    idPrefix: 'login',
    save: login,
    savedText: null,
    refused: loginFailure,
    leavesOnSaved: true,
    onSaved: () => navigate(afterSignInPath(), { replace: true }),
  })

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
      <form onSubmit={form.submit} noValidate aria-label="טופס התחברות">
        <TextField
          id="login-username"
          name="username"
          label="אימייל"
          type="email"
          inputMode="email"
          autoComplete="username"
          dir="ltr"
          value={form.values.username}
          onChange={(username) => form.change({ username })}
          onBlur={() => form.blur('username')}
          error={form.errors.username}
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
          value={form.values.password}
          onChange={(password) => form.change({ password })}
          onBlur={() => form.blur('password')}
          error={form.errors.password}
          required
        />
        {form.formError ? (
          <Callout intent="danger" icon="error" role="alert" className="landing-auth__error">
            {form.formError}
          </Callout>
        ) : null}
        <Button type="submit" intent="primary" size="large" fill loading={form.saving} text="התחברות" />
      </form>
    </AuthLayout>
  )
}
