import { DEFAULT_MAX_PEOPLE, DEFAULT_PRICE, TRIAL_DAYS } from '@seats/contracts'
import { PageLink } from '../page-link'
import { LineIcon } from '../illustrations/LineIcon'
import { scrollToSection, sectionIds } from '../scroll-to-section'
import { DEMO_CTA, DEMO_PATH } from './StartSection'

const included = [
  'מפות ללא הגבלה: אולם, עזרת נשים, בית מדרש',
  'קו טלפון לדיווח ותזכורת אוטומטית ביום שישי',
  'הדפסה ב־A4 וב־A3, כולל חלוקה לכמה דפים',
  'ייבוא מתפללים מ־Excel',
  'עדכון חי לכל הגבאים',
]

export function PricingSection() {
  return (
    <section
      id={sectionIds.pricing}
      className="landing-section landing-pricing"
      aria-labelledby="landing-pricing-title"
      data-reveal-scope
    >
      <div className="landing-section__head">
        <h2 id="landing-pricing-title">מחיר אחד, פשוט</h2>
        <p>מתחילים בחינם, ומשלמים רק אם זה עובד לכם.</p>
      </div>
      <div className="landing-pricing__grid">
        <div className="landing-pricing__block landing-pricing__block--trial" data-reveal>
          <span className="landing-pricing__tag">שלב ראשון</span>
          <strong className="landing-pricing__name">ניסיון חינם</strong>
          <span className="landing-pricing__price">
            <bdi>{TRIAL_DAYS}</bdi> יום
          </span>
          <span className="landing-pricing__note">כל האפשרויות פתוחות, בלי כרטיס אשראי.</span>
        </div>
        <div className="landing-pricing__block landing-pricing__block--plan" data-reveal>
          <span className="landing-pricing__tag">מנוי חודשי</span>
          <strong className="landing-pricing__name">עד {DEFAULT_MAX_PEOPLE} מתפללים</strong>
          <span className="landing-pricing__price">
            <bdi>₪{DEFAULT_PRICE}</bdi>
            <small> לחודש</small>
          </span>
          <span className="landing-pricing__note">
            חיוב חודשי מתחדש, אחרי {TRIAL_DAYS} ימי הניסיון. אפשר להפסיק בכל עת.
          </span>
          <ul className="landing-pricing__features">
            {included.map((item) => (
              <li key={item}>
                <LineIcon name="check" size={16} /> {item}
              </li>
            ))}
          </ul>
          <PageLink to={DEMO_PATH} className="bp6-button bp6-intent-primary bp6-large bp6-fill landing-cta">
            {DEMO_CTA}
          </PageLink>
        </div>
        <div className="landing-pricing__block landing-pricing__block--large" data-reveal>
          <span className="landing-pricing__tag">קהילה גדולה</span>
          <strong className="landing-pricing__name">יותר מ־{DEFAULT_MAX_PEOPLE} מתפללים</strong>
          <span className="landing-pricing__note">
            כמה בתי כנסת, קהילה גדולה או מוסד? נתאים מנוי לגודל שלכם.
          </span>
          <a
            href={`#${sectionIds.contact}`}
            className="bp6-button bp6-large bp6-outlined bp6-fill"
            onClick={(e) => {
              e.preventDefault()
              scrollToSection(sectionIds.contact)
            }}
          >
            דברו איתנו
          </a>
        </div>
      </div>
    </section>
  )
}
