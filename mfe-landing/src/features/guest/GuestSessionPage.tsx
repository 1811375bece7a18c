import { Link } from 'react-router-dom'
import { AuthLayout } from '../auth/AuthLayout'

/** The guest entry: the two ways into the system. */
export function GuestSessionPage() {
  return (
    <AuthLayout title="כניסה כאורח" subtitle="כבר רשומים? התחברו. חדשים במערכת? צרו חשבון בכמה שניות.">
      <div className="landing-guest__choices">
        <Link to="/login" className="bp6-button bp6-large bp6-fill bp6-intent-primary">
          יש לי חשבון: התחברות
        </Link>
        <Link to="/register" className="bp6-button bp6-large bp6-fill bp6-outlined">
          חשבון חדש: הרשמה
        </Link>
      </div>
    </AuthLayout>
  )
}
