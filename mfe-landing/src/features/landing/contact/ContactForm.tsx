import { LEAD_MESSAGE_MAX } from '@seats/contracts'
import { useCheckedForm, type FormCheck } from '@seats/sdk/core'
import { lazy, Suspense, useRef, useState } from 'react'
import {
  emptyContactForm,
  isContactFormComplete,
  leadBodyFrom,
  type ContactFormValues,
  type LandingLeadBody,
} from './contact-form'
import { leadErrorMessage, newLeadRequestKey, sendLandingLead, showLeadSent } from './contact-feedback'
import { contactFormTexts } from './contact-texts'

export { contactFormTexts }

// The home page paints without Blueprint's JS, the API client and the toaster: the form is plain
// markup in Blueprint's classes (its stylesheet is in the page), and the rest loads on submit.
const ContactErrorDialog = lazy(() => import('./ContactErrorDialog'))

type Field = 'name' | 'phone' | 'email'

/** Seed §5: no words under the fields; the button waits for the three of them. */
function checkContact(values: ContactFormValues): FormCheck<ContactFormValues, LandingLeadBody> {
  return isContactFormComplete(values) ? { ok: true, input: leadBodyFrom(values) } : { ok: false, errors: {} }
}

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
  send?: (body: LandingLeadBody, requestKey: string) => Promise<unknown>
  newKey?: () => Promise<string>
}

function Spinner() {
  return (
    <span className="bp6-button-spinner">
      <span className="bp6-spinner" role="progressbar" aria-label="שולח">
        <span className="bp6-spinner-animation">
          <svg width="20" height="20" strokeWidth="16" viewBox="-3 -3 106 106">
            <path className="bp6-spinner-track" d="M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90" />
            <path
              className="bp6-spinner-head"
              d="M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90"
              pathLength="280"
              strokeDasharray="280 280"
              strokeDashoffset="210"
            />
          </svg>
        </span>
      </span>
    </span>
  )
}

export function ContactForm({ send = sendLandingLead, newKey = newLeadRequestKey }: ContactFormProps) {
  // One key per filled-in form: sending it again after an error cannot store the lead twice.
  const requestKey = useRef<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The light core's hook: the page's first paint has no toaster, so the form reports by itself.
  const form = useCheckedForm({
    initial: emptyContactForm,
    check: checkContact,
    fieldOrder: [],
    idPrefix: 'landing-contact',
    save: async (body) => {
      requestKey.current ??= await newKey()
      await send(body, requestKey.current)
      requestKey.current = null
      form.reset()
      await showLeadSent()
    },
    savedText: null,
    refused: async (err) => {
      setError(await leadErrorMessage(err))
      return { fields: {}, message: null }
    },
  })
  const { values, saving: sending } = form
  const complete = form.check.ok

  const update = (key: keyof ContactFormValues) => (value: string) => {
    requestKey.current = null
    form.change({ [key]: value })
  }

  return (
    <>
      <form className="landing-contact__form" onSubmit={(e) => void form.submit(e)} aria-label="השארת פרטים">
        {fields.map((f) => (
          <div key={f.key} className="bp6-form-group landing-field">
            <label className="bp6-label" htmlFor={`landing-contact-${f.key}`}>
              {f.label}{' '}
              <span className="bp6-text-muted" aria-hidden="true">
                *
              </span>
            </label>
            <div className="bp6-form-content">
              <div className="bp6-input-group bp6-large">
                <input
                  id={`landing-contact-${f.key}`}
                  className="bp6-input"
                  name={f.key}
                  type={f.type}
                  value={values[f.key]}
                  onChange={(e) => update(f.key)(e.target.value)}
                  autoComplete={f.autoComplete}
                  dir={f.dir}
                  placeholder={f.placeholder}
                  required
                  inputMode={f.type === 'tel' ? 'tel' : f.type === 'email' ? 'email' : 'text'}
                />
              </div>
            </div>
          </div>
        ))}
        <div className="bp6-form-group landing-field">
          <label className="bp6-label" htmlFor="landing-contact-message">
            {contactFormTexts.messageLabel}{' '}
            <span className="bp6-text-muted">{contactFormTexts.optional}</span>
          </label>
          <div className="bp6-form-content">
            <textarea
              id="landing-contact-message"
              className="bp6-input bp6-large bp6-fill landing-contact__message"
              name="message"
              rows={3}
              maxLength={LEAD_MESSAGE_MAX}
              value={values.message}
              onChange={(e) => update('message')(e.target.value)}
              placeholder={contactFormTexts.messagePlaceholder}
            />
          </div>
        </div>
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
        <button
          type="submit"
          disabled={!complete || sending}
          className={`bp6-button bp6-intent-primary bp6-large bp6-fill landing-contact__submit${!complete || sending ? ' bp6-disabled' : ''}${sending ? ' bp6-loading' : ''}`}
        >
          {sending ? <Spinner /> : null}
          <span className="bp6-button-text">{contactFormTexts.submit}</span>
        </button>
      </form>
      {error !== null ? (
        <Suspense fallback={null}>
          <ContactErrorDialog message={error} onClose={() => setError(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
