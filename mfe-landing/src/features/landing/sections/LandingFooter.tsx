import { PRODUCT_NAME } from '@seats/contracts'
import { PageLink } from '../page-link'
import { BrandMark } from '@seats/sdk/core'
import { DEMO_CTA, DEMO_PATH } from './StartSection'

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__cta">
        <p>מוכנים לשבת הראשונה עם מפה מעודכנת?</p>
        <PageLink to={DEMO_PATH} className="bp6-button bp6-intent-primary bp6-large landing-cta">
          {DEMO_CTA}
        </PageLink>
      </div>
      <div className="landing-footer__bottom">
        <span className="landing-brand landing-brand--footer">
          <BrandMark size={24} />
          <span>{PRODUCT_NAME}</span>
        </span>
        <nav aria-label="קישורים נוספים" className="landing-footer__links">
          <PageLink to="/login">התחברות</PageLink>
          <PageLink to="/register">יצירת חשבון</PageLink>
          <PageLink to={DEMO_PATH}>הדגמה</PageLink>
        </nav>
        <span className="landing-footer__copy">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
      </div>
    </footer>
  )
}
