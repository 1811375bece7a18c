import { Button, Classes, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core'
import { PRODUCT_NAME } from '@seats/contracts'
import { useColorScheme } from '@seats/sdk'
import { useRef } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { BrandMark } from '../illustrations/BrandMark'
import { LineIcon } from '../illustrations/LineIcon'
import { scrollToSection, sectionIds, type SectionId } from '../scroll-to-section'

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

/** The landing page's own bar: the section links from medium widths up, a popup menu below that. */
export function LandingTopBar() {
  const navigate = useNavigate()
  // Scrolling starts once the menu has closed: its focus going back to the button would stop a smooth scroll.
  const pendingSection = useRef<SectionId | null>(null)

  const compactMenu = (
    <Menu aria-label="תפריט" className="landing-topbar__menu">
      {topBarLinks.map((link) => (
        <MenuItem
          key={link.section}
          text={link.label}
          onClick={() => (pendingSection.current = link.section)}
        />
      ))}
      <MenuDivider />
      <MenuItem text="התחברות" onClick={() => navigate('/login')} />
      <MenuItem text="יצירת חשבון" intent="primary" onClick={() => navigate('/register')} />
    </Menu>
  )

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
          <BrandMark />
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
          <Link to="/login" className={`${Classes.BUTTON} ${Classes.MINIMAL} landing-topbar__login`}>
            התחברות
          </Link>
          <Link
            to="/register"
            className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} landing-topbar__register`}
          >
            יצירת חשבון
          </Link>
          <span className="landing-topbar__compact">
            <PopoverNext
              content={compactMenu}
              placement="bottom-end"
              onClosed={() => {
                const section = pendingSection.current
                pendingSection.current = null
                if (section) scrollToSection(section)
              }}
            >
              <Button variant="minimal" aria-label="תפריט" icon={<LineIcon name="menu" />} />
            </PopoverNext>
          </span>
        </div>
      </div>
    </header>
  )
}
