import { TRIAL_DAYS } from '@seats/contracts'
import { PageLink } from '../page-link'
import { SeatMapIllustration } from '../illustrations/SeatMapIllustration'
import { LineIcon } from '../illustrations/LineIcon'
import { scrollToSection, sectionIds } from '../scroll-to-section'

export const DEMO_PATH = '/guest-session'
export const DEMO_CTA = 'נסו הדגמה של 20 שניות'

export function StartSection() {
  return (
    <section id={sectionIds.start} className="landing-start" aria-labelledby="landing-start-title">
      <div className="landing-start__copy">
        <p className="landing-start__eyebrow">לגבאים של בתי כנסת מלאים</p>
        <h1 id="landing-start-title" className="landing-start__title">
          כל מקום שמתפנה בשבת – <span className="landing-start__accent">מחכה לאורח</span>
        </h1>
        <p className="landing-start__lead">
          מתפלל שנוסע לשבת מתקשר ומדווח, המקום שלו מסומן פנוי במפת בית הכנסת, וביום שישי אתם מדפיסים מפה
          לאורחים ותולים על הדלת. בלי טבלאות, בלי וואטסאפים ובלי לרדוף אחרי אף אחד.
        </p>
        <div className="landing-start__actions">
          <PageLink to={DEMO_PATH} className="bp6-button bp6-intent-primary bp6-large landing-cta">
            {DEMO_CTA}
          </PageLink>
          <a
            href={`#${sectionIds.about}`}
            className="bp6-button bp6-large bp6-outlined landing-cta-secondary"
            onClick={(e) => {
              e.preventDefault()
              scrollToSection(sectionIds.about)
            }}
          >
            איך זה עובד?
          </a>
        </div>
        <ul className="landing-start__facts" aria-label="בקצרה">
          <li>
            <LineIcon name="check" size={16} /> {TRIAL_DAYS} ימי ניסיון חינם
          </li>
          <li>
            <LineIcon name="check" size={16} /> דיווח מכל טלפון, גם כשר
          </li>
          <li>
            <LineIcon name="check" size={16} /> בלי התקנה
          </li>
        </ul>
      </div>
      <div className="landing-start__visual">
        <div className="landing-hero-block">
          <SeatMapIllustration title="מפת המושבים של בית הכנסת לשבת הקרובה: המקומות שהתפנו מסומנים בירוק" />
          <div className="landing-hero-block__badge" aria-hidden="true">
            <span className="landing-hero-block__badge-dot" />8 מקומות פנויים השבת
          </div>
        </div>
      </div>
    </section>
  )
}
