import { Button, Callout, FormGroup, InputGroup, Tag, errorMessageOf, isApiError } from '@seats/sdk'
import {
  formatPhone,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MIN,
  type PhoneVerification as Verification,
} from '@seats/contracts'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { remindersApi } from './reminders-api'

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)

/**
 * The test call rings the account's phone only once the warden proved it is theirs: a code spoken to it,
 * typed back here. Verified, it shows the phone and `children` (the test-call button).
 */
export function PhoneVerification({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Verification | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null)

  const load = useCallback(() => {
    const controller = new AbortController()
    remindersApi
      .phoneVerification(controller.signal)
      .then((s) => {
        setStatus(s)
        setLoadError(null)
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessageOf(e))
      })
    return () => controller.abort()
  }, [])
  useEffect(() => load(), [load])

  async function sendCode() {
    setBusy('send')
    try {
      await remindersApi.sendCode()
      setSent(true)
      setCode('')
      setError(null)
    } catch (e) {
      setError(errorMessageOf(e))
    } finally {
      setBusy(null)
    }
  }

  async function verify() {
    const typed = code.trim()
    if (!CODE_PATTERN.test(typed)) {
      setError(`יש להקליד את ${VERIFICATION_CODE_LENGTH} הספרות של הקוד`)
      return
    }
    setBusy('verify')
    try {
      setStatus(await remindersApi.verifyPhone(typed))
      setError(null)
    } catch (e) {
      setError((isApiError(e) && e.fieldError('code')) || errorMessageOf(e))
      // A burnt or expired code: only a new one helps, so the input goes.
      if (isApiError(e) && (e.code === 'verification_code_burnt' || e.code === 'verification_code_expired'))
        setSent(false)
    } finally {
      setBusy(null)
    }
  }

  if (!status) {
    return loadError ? (
      <Callout intent="warning" icon="warning-sign" className="rm-verify">
        {`לא ניתן לבדוק את אימות הטלפון: ${loadError}`}
        <Button variant="minimal" size="small" text="ניסיון חוזר" onClick={load} />
      </Callout>
    ) : null
  }
  if (!status.phone) {
    return (
      <Callout intent="warning" icon="phone" className="rm-verify">
        בחשבון אין מספר טלפון. כדי לקבל שיחת ניסיון יש להוסיף אותו בהגדרות החשבון.
      </Callout>
    )
  }
  const phone = <bdi dir="ltr">{formatPhone(status.phone)}</bdi>
  if (status.verified) {
    return (
      <div className="rm-verify rm-verify--done">
        <Tag minimal intent="success" icon="tick-circle">
          הטלפון {phone} אומת
        </Tag>
        {children}
      </div>
    )
  }
  return (
    <div className="rm-verify" role="group" aria-labelledby="rm-verify-title">
      <p id="rm-verify-title" className="rm-verify__title">
        אימות הטלפון לפני שיחת ניסיון
      </p>
      <p className="seating-muted">
        {sent ? (
          <>
            התקשרנו ל-{phone} והקראנו קוד בן {VERIFICATION_CODE_LENGTH} ספרות. הקוד בתוקף{' '}
            {VERIFICATION_CODE_TTL_MIN} דקות.
          </>
        ) : (
          <>
            שיחת הניסיון יוצאת רק לטלפון שאומת. נתקשר ל-{phone} ונקריא קוד בן {VERIFICATION_CODE_LENGTH}{' '}
            ספרות.
          </>
        )}
      </p>
      {sent ? (
        <form
          className="rm-verify__form"
          onSubmit={(e) => {
            e.preventDefault()
            void verify()
          }}
        >
          <FormGroup
            label="קוד האימות"
            labelFor="rm-code"
            helperText={error ?? undefined}
            intent={error ? 'danger' : 'none'}
          >
            <InputGroup
              id="rm-code"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              value={code}
              intent={error ? 'danger' : 'none'}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
          </FormGroup>
          <div className="seating-card__actions">
            <Button type="submit" intent="primary" text="אימות" loading={busy === 'verify'} />
            <Button
              variant="minimal"
              text="שלחו קוד חדש"
              loading={busy === 'send'}
              onClick={() => void sendCode()}
            />
          </div>
        </form>
      ) : (
        <>
          {error ? (
            <Callout intent="danger" role="alert" className="rm-verify__error">
              {error}
            </Callout>
          ) : null}
          <div className="seating-card__actions">
            <Button icon="key" text="שלחו לי קוד" loading={busy === 'send'} onClick={() => void sendCode()} />
          </div>
        </>
      )}
    </div>
  )
}
