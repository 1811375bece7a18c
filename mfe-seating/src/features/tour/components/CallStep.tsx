import { Button, FormGroup, InputGroup, Spinner, errorMessageOf } from '@seats/sdk'
import { normalizePhone } from '@seats/contracts'
import { useState } from 'react'
import { guestPhoneError } from '../guest-phone'
import { tourApi } from '../tour-api'
import { tourTexts } from '../tour-texts'
import { telHref, type PhoneLineLoad } from '../use-phone-line'

/** The text with the number kept whole and left to right inside the Hebrew sentence. */
function withNumber(body: (display: string) => string, display: string): React.ReactNode {
  const [before, after] = body('\u0000').split('\u0000')
  return (
    <>
      {before}
      <bdi dir="ltr" className="tour-call__number">
        {display}
      </bdi>
      {after}
    </>
  )
}

interface CallStepProps {
  body: (display: string) => string
  phoneLine: PhoneLineLoad
  /** Guests say which phone they will call from. */
  askPhone: boolean
  userPhone: string
}

/** The last step: the number to call (with a tel: link for a phone), and for a guest their own phone first. */
export function CallStep({ body, phoneLine, askPhone, userPhone }: CallStepProps) {
  const [phone, setPhone] = useState(userPhone)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)

  if (phoneLine.status === 'loading')
    return (
      <div className="tour-call__loading">
        <Spinner size={16} /> {tourTexts.phoneLoading}
      </div>
    )
  if (phoneLine.status === 'failed') return <p className="tour-call__error">{tourTexts.phoneUnavailable}</p>
  const { line } = phoneLine

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const problem = guestPhoneError(phone)
    setError(problem)
    if (problem) return
    setSaving(true)
    try {
      await tourApi.savePhone(normalizePhone(phone))
      setSaved(true)
    } catch (err) {
      setError(errorMessageOf(err))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="tour-call">
      <p>{withNumber(body, line.display)}</p>
      {askPhone ? (
        <form className="tour-call__phone" onSubmit={(e) => void submit(e)} noValidate>
          <FormGroup
            label={tourTexts.guestPhoneLabel}
            labelFor="tour-guest-phone"
            helperText={error ?? (saved ? tourTexts.guestPhoneSaved : tourTexts.guestPhoneHelp)}
            intent={error ? 'danger' : saved ? 'success' : 'none'}
          >
            <div className="tour-call__phone-row">
              <InputGroup
                id="tour-guest-phone"
                type="tel"
                dir="ltr"
                value={phone}
                intent={error ? 'danger' : 'none'}
                onValueChange={(v) => (setPhone(v), setError(null), setSaved(false))}
              />
              <Button type="submit" text={tourTexts.guestPhoneSave} loading={saving} />
            </div>
          </FormGroup>
        </form>
      ) : null}
      <a className="bp6-button bp6-intent-success bp6-large tour-call__dial" href={telHref(line)}>
        <span className="bp6-button-text">{tourTexts.callNow(line.display)}</span>
      </a>
      <p className="tour-call__waiting">
        <span className="tour-call__pulse" aria-hidden /> {tourTexts.waitingForCall}
      </p>
    </div>
  )
}
