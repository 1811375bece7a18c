import { Button, Callout, Card, FormGroup, InputGroup } from '../blueprint'
import { useState, type FormEvent } from 'react'
import { errorMessageOf } from '../api/api-error'
import { login } from '../auth/auth-actions'

/** A remote running alone has no login screen of its own; this signs in against the same API. */
export function StandaloneSignIn() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await login({ username: username.trim().toLowerCase(), password })
    } catch (e) {
      setError(errorMessageOf(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="seats-standalone-sign-in">
      <Card elevation={2}>
        <h2>התחברות (הרצה עצמאית)</h2>
        <p className="seats-muted">החלק הזה של המערכת רץ כאן לבדו. התחברו כדי לראות את המסכים שלו.</p>
        <form onSubmit={submit}>
          <FormGroup label="אימייל" labelFor="standalone-username">
            <InputGroup
              id="standalone-username"
              type="email"
              dir="ltr"
              autoComplete="username"
              value={username}
              onValueChange={setUsername}
              required
            />
          </FormGroup>
          <FormGroup label="סיסמה" labelFor="standalone-password">
            <InputGroup
              id="standalone-password"
              type="password"
              dir="ltr"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              required
            />
          </FormGroup>
          {error ? (
            <Callout intent="danger" role="alert" className="seats-form-error">
              {error}
            </Callout>
          ) : null}
          <Button type="submit" intent="primary" fill loading={busy} text="התחברות" />
        </form>
      </Card>
    </div>
  )
}
