import { PRODUCT_NAME } from '@seats/contracts'
import { navigate, useColorScheme, BrandMark } from '@seats/sdk/core'
import { LineIcon } from '../illustrations/LineIcon'
import { PageLink } from '../page-link'
import { scrollToSection, sectionIds, type SectionId } from '../scroll-to-section'
import { CompactMenu, type CompactMenuItem } from './CompactMenu'

export const topBarLinks: readonly { label: string; section: SectionId }[] = [
  { label: 'דף הבית', section: sectionIds.start },
  { label: 'אודות', section: sectionIds.about },
  { label: 'שאלות נפוצות', section: sectionIds.faq },
  { label: 'צור קשר', section: sectionIds.contact },
]

function ColorSchemeButton() {
  const { scheme, toggle } = useColorScheme()
  const label = scheme === 'dark' ? 'מעבר לתצוגה בהירה' : 'מעבר לתצוגה כהה'
  return (
    <button
      type="button"
      className="landing-topbar__icon-button"
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <LineIcon name={scheme === 'dark' ? 'sun' : 'moon'} />
    </button>
  )
}

const compactMenuItems: readonly CompactMenuItem[] = [
  ...topBarLinks.map((link) => ({ label: link.label, onSelect: () => scrollToSection(link.section) })),
  { label: 'התחברות', onSelect: () => navigate('/login'), dividerBefore: true },
  { label: 'יצירת חשבון', onSelect: () => navigate('/register'), primary: true },
]

/** The landing page's own bar: the section links from medium widths up, a popup menu below that. */
export function LandingTopBar() {
  return (
    <header className="landing-topbar">
      <div className="landing-topbar__inner">
        <a
          href="/"
          className="landing-brand"
          aria-label={`${PRODUCT_NAME}: לראש הדף`}
          onClick={(e) => {
            e.preventDefault()
            scrollToSection(sectionIds.start)
          }}
        >
          <BrandMark size={30} />
          <span className="landing-brand__name">{PRODUCT_NAME}</span>
        </a>
        <nav className="landing-topbar__links" aria-label="ניווט בדף">
          {topBarLinks.map((link) => (
            <a
              key={link.section}
              href={`#${link.section}`}
              className="landing-topbar__link"
              onClick={(e) => {
                e.preventDefault()
                scrollToSection(link.section)
              }}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="landing-topbar__end">
          <ColorSchemeButton />
          <PageLink to="/login" className="bp6-button bp6-minimal landing-topbar__login">
            התחברות
          </PageLink>
          <PageLink to="/register" className="bp6-button bp6-intent-primary landing-topbar__register">
            יצירת חשבון
          </PageLink>
          <CompactMenu label="תפריט" items={compactMenuItems} />
        </div>
      </div>
    </header>
  )
}
