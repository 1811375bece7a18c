import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { errorMessageOf, LEAD_TOAST_TIMEOUT_MS, showToast } from '@seats/sdk'
import { useState, type FormEvent } from 'react'
import { emptyContactForm, isContactFormComplete, leadBodyFrom, type ContactFormValues } from './contact-form'
import { sendLandingLead } from './send-lead'

export const contactFormTexts = {
  submit: 'אני צריך את זה!',
  successTitle: 'ההודעה נשלחה בהצלחה',
  successDetail: 'נחזור אליך בהקדם',
  errorTitle: 'שגיאה בשליחת ההודעה',
  errorFallback: 'לא הצלחנו לשלוח את הפרטים כרגע. נסו שוב בעוד כמה דקות.',
  close: 'סגירה',
} as const

type Field = 'name' | 'phone' | 'email'

const fields: {
  key: Field
  label: string
  type: 'text' | 'tel' | 'email'
  autoComplete: string
  dir?: 'ltr'
  placeholder: string
}[] = [
  { key: 'name', label: 'שם מלא', type: 'text', autoComplete: 'name', placeholder: 'לדוגמה: יוסף כהן' },
  { key: 'phone', label: 'טלפון', type: 'tel', autoComplete: 'tel', dir: 'ltr', placeholder: '050-0000000' },
  {
    key: 'email',
    label: 'אימייל',
    type: 'email',
    autoComplete: 'email',
    dir: 'ltr',
    placeholder: 'name@example.com',
  },
]

export interface ContactFormProps {
  /** Replaced in tests; the page posts to /api/leads. */
  send?: typeof sendLandingLead
}

export function ContactForm({ send = sendLandingLead }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const complete = isContactFormComplete(values)

  const update = (key: keyof ContactFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!complete || sending) return
    setSending(true)
    try {
      await send(leadBodyFrom(values))
      setValues(emptyContactForm)
      showToast({
        intent: 'success',
        title: contactFormTexts.successTitle,
        message: contactFormTexts.successDetail,
        timeout: LEAD_TOAST_TIMEOUT_MS,
        placement: 'top-start',
      })
    } catch (err) {
      setError(errorMessageOf(err, contactFormTexts.errorFallback))
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <form className="landing-contact__form" onSubmit={(e) => void onSubmit(e)} aria-label="השארת פרטים">
        {fields.map((f) => (
          <FormGroup
            key={f.key}
            label={f.label}
            labelFor={`landing-contact-${f.key}`}
            labelInfo={<span aria-hidden="true">*</span>}
            className="landing-field"
          >
            <InputGroup
              id={`landing-contact-${f.key}`}
              name={f.key}
              type={f.type}
              value={values[f.key]}
              onValueChange={update(f.key)}
              autoComplete={f.autoComplete}
              dir={f.dir}
              placeholder={f.placeholder}
              size="large"
              required
              inputMode={f.type === 'tel' ? 'tel' : f.type === 'email' ? 'email' : 'text'}
            />
          </FormGroup>
        ))}
        {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
        <div className="landing-contact__trap" aria-hidden="true">
          <label htmlFor="landing-contact-website">אתר אינטרנט</label>
          <input
            id="landing-contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => update('website')(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          disabled={!complete}
          loading={sending}
          className="landing-contact__submit"
        >
          {contactFormTexts.submit}
        </Button>
      </form>
      <Dialog
        isOpen={error !== null}
        onClose={() => setError(null)}
        title={contactFormTexts.errorTitle}
        icon="error"
        className="landing-contact__error"
      >
        <DialogBody>
          <p role="alert">{error}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <Button intent="primary" onClick={() => setError(null)}>
              {contactFormTexts.close}
            </Button>
          }
        />
      </Dialog>
    </>
  )
}
