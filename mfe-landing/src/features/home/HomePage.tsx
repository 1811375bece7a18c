import { PRODUCT_NAME } from '@seats/contracts'
import { Link } from 'react-router-dom'

/** A stylised seating plan: taken seats, seats reported free for Shabbat, an aisle. */
function SeatingIllustration() {
  const rows = ['taken taken free aisle taken taken', 'taken free taken aisle taken free', 'taken taken taken aisle free taken', 'free taken taken aisle taken taken']
  return (
    <div className="landing-home__plan" aria-hidden="true">
      <div className="landing-home__ark">ארון הקודש</div>
      {rows.map((row, r) => (
        <div key={r} className="landing-home__row">
          {row.split(' ').map((seat, c) => (
            <span key={c} className={`landing-home__seat landing-home__seat--${seat}`} />
          ))}
        </div>
      ))}
      <div className="landing-home__legend">
        <span>
          <i className="landing-home__seat landing-home__seat--free" /> פנוי לאורחים
        </span>
        <span>
          <i className="landing-home__seat landing-home__seat--taken" /> תפוס
        </span>
      </div>
    </div>
  )
}

export function HomePage() {
  return (
    <div className="landing-home">
      <section className="landing-home__hero">
        <div className="landing-home__copy">
          <p className="landing-home__eyebrow">לגבאים של בית כנסת מלא</p>
          <h1 className="landing-home__title">{PRODUCT_NAME}</h1>
          <p className="landing-home__lead">
            מפת מושבים של בית הכנסת, רשימת המתפללים, ודיווח טלפוני של מי שנוסע לשבת: כך יודעים מראש אילו מקומות פנויים לאורחים.
          </p>
          <div className="landing-home__actions">
            <Link to="/register" className="bp6-button bp6-intent-primary bp6-large">
              יצירת חשבון
            </Link>
            <Link to="/login" className="bp6-button bp6-large bp6-outlined">
              התחברות
            </Link>
          </div>
          <p className="landing-home__demo">
            רוצים לראות איך זה עובד? <Link to="/guest-session">כניסה כאורח</Link>
          </p>
        </div>
        <SeatingIllustration />
      </section>
    </div>
  )
}
