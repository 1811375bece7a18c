import {
  Button,
  Callout,
  Card,
  Icon,
  type IconName,
  mapPath,
  startGuestDemo,
  toast,
  useCheckedForm,
  useSession,
  Link,
  type FormCheck,
} from '@seats/sdk'
import { isDemoPhone } from '@seats/contracts'
import { TextField } from '../auth'
import { demoFailure, demoRequestOf, isDemoFormReady, type DemoFormValues } from './demo-form'
import { DemoSeatsPreview } from './DemoSeatsPreview'

export const guestTexts = {
  title: 'הדגמה של 20 שניות',
  lead: 'בלי הרשמה ובלי סיסמה: רק שם וטלפון, ותוך כ־20 שניות אתם בתוך המערכת, עם בית כנסת אמיתי.',
  stepsTitle: 'מה תראו בהדגמה',
  name: 'שם מלא',
  phone: 'טלפון נייד',
  phoneHint: '10 ספרות, מתחיל ב־05 או ב־07. כך נזהה אתכם כשתתקשרו לקו הדיווח.',
  phoneInvalid: 'מספר טלפון נייד לא תקין: 10 ספרות שמתחילות ב־05 או ב־07',
  submit: 'כניסה להדגמה',
  starting: 'מכינים עבורכם בית כנסת עם כ־80 מתפללים…',
  keep: 'ההדגמה נשמרת 14 יום. אהבתם? נרשמים, והמפה נשארת שלכם.',
  haveAccount: 'כבר יש לכם חשבון?',
  login: 'התחברות',
  wantAccount: 'רוצים להתחיל עם בית הכנסת שלכם?',
  register: 'יצירת חשבון',
  openDemo: 'ההדגמה שלכם עדיין פתוחה.',
  backToMap: 'חזרה למפה',
  signedIn: (name: string) => `אתם מחוברים בתור ${name}. כניסה להדגמה תסיים את החיבור הזה.`,
} as const

const steps: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'grid-view',
    title: 'מפת בית כנסת אמיתית',
    text: 'כ־12 שורות וכ־80 מתפללים במקומותיהם, ואתם ביניהם.',
  },
  {
    icon: 'phone',
    title: 'מתקשרים לקו הדיווח',
    text: 'מהטלפון שהזנתם, כמו מתפלל שנוסע לשבת ומדווח שמקומו פנוי.',
  },
  {
    icon: 'tick-circle',
    title: 'המקום שלכם מתפנה',
    text: 'המפה מתעדכנת מול העיניים: המקום שלכם מסומן פנוי לאורח.',
  },
]

/**
 * Ready when there is a name and a mobile number; the phone's hint becomes an error only once the field
 * is left (half a number while typing is not a mistake yet), and an empty name needs no words.
 */
function checkDemo(values: DemoFormValues): FormCheck<DemoFormValues, DemoFormValues> {
  if (isDemoFormReady(values)) return { ok: true, input: demoRequestOf(values) }
  const digits = demoRequestOf(values).phone
  return { ok: false, errors: digits && !isDemoPhone(digits) ? { phone: guestTexts.phoneInvalid } : {} }
}

/** The demo entry (seed §2): who it is for, what it shows, and the two fields that start it. */
export function GuestSessionPage() {
  const { token, user, lastMapId } = useSession()
  const form = useCheckedForm({
    initial: { name: '', phone: '' },
    check: checkDemo,
    fieldOrder: ['name', 'phone'],
    idPrefix: 'guest',
    // On success the sdk opens the demo map and this page unmounts, still showing the spinner.
    save: startGuestDemo,
    savedText: null,
    leavesOnSaved: true,
    refused: (error) => {
      const failure = demoFailure(error)
      if (failure.toast) toast.error(failure.toast.title, failure.toast.detail)
      return { fields: failure.fieldErrors, message: null }
    },
  })
  const starting = form.saving

  return (
    <div className="landing-guest">
      <header className="landing-guest__head">
        <p className="landing-guest__eyebrow">
          <Icon icon="time" size={14} /> כ־20 שניות
        </p>
        <h1 className="landing-guest__title">{guestTexts.title}</h1>
        <p className="landing-guest__lead">{guestTexts.lead}</p>
      </header>

      <section className="landing-guest__about" aria-labelledby="guest-steps-title">
        <h2 id="guest-steps-title" className="landing-guest__steps-title">
          {guestTexts.stepsTitle}
        </h2>
        <ol className="landing-guest__steps">
          {steps.map((step, index) => (
            <li key={step.title} className="landing-guest__step">
              <span className="landing-guest__step-mark" aria-hidden="true">
                <Icon icon={step.icon} size={18} />
                <span className="landing-guest__step-number">{index + 1}</span>
              </span>
              <span>
                <strong className="landing-guest__step-title">{step.title}</strong>
                <span className="landing-guest__step-text">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
        <DemoSeatsPreview />
      </section>

      <Card className="landing-auth__card landing-guest__card" elevation={2}>
        <p className="landing-guest__account">
          {guestTexts.haveAccount} <Link to="/login">{guestTexts.login}</Link>
        </p>
        {/* While starting, the new demo session arrives a moment before the map opens: no notice about it. */}
        {starting ? null : token && user?.isDemoGuest ? (
          <Callout intent="primary" icon="info-sign" className="landing-auth__notice">
            {guestTexts.openDemo} <Link to={mapPath(lastMapId)}>{guestTexts.backToMap}</Link>
          </Callout>
        ) : token && user ? (
          <Callout intent="warning" icon="warning-sign" className="landing-auth__notice">
            {guestTexts.signedIn(user.contactName)}
          </Callout>
        ) : null}
        <form onSubmit={form.submit} noValidate aria-label="טופס כניסה להדגמה">
          <TextField
            id="guest-name"
            name="name"
            label={guestTexts.name}
            autoComplete="name"
            value={form.values.name}
            onChange={(name) => form.change({ name })}
            error={form.errors.name}
            required
            autoFocus
          />
          <TextField
            id="guest-phone"
            name="phone"
            label={guestTexts.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            value={form.values.phone}
            onChange={(phone) => form.change({ phone })}
            onBlur={() => form.blur('phone')}
            error={form.errors.phone}
            hint={guestTexts.phoneHint}
            required
          />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            disabled={!form.check.ok}
            loading={starting}
            text={guestTexts.submit}
            endIcon="arrow-left"
          />
          <p className="landing-guest__status" role="status">
            {starting ? guestTexts.starting : guestTexts.keep}
          </p>
        </form>
        <p className="landing-guest__register">
          {guestTexts.wantAccount} <Link to="/register">{guestTexts.register}</Link>
        </p>
      </Card>
    </div>
  )
}
