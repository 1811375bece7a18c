import {
  Button,
  Classes,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  followPageTheme,
  SkipLink,
  useRegisteredRoutes,
  useSession,
  Link,
  NavLink,
  useLocation,
  useNavigate,
} from '@seats/sdk'
import { Fragment } from 'react'
import { Brand } from './Brand'
import { ColorSchemeToggle } from './ColorSchemeToggle'
import { isLinkActive, navLinks } from './nav-links'
import { UserMenu } from './UserMenu'

export function TopBar() {
  const { token, user, lastMapId } = useSession()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const routes = useRegisteredRoutes()
  const signedIn = token !== null
  const links = navLinks(routes, { signedIn, isAdmin: user?.isAdmin ?? false, lastMapId })

  const compactMenu = (
    <Menu aria-label="ניווט">
      {links.map((link, index) => (
        <Fragment key={link.pattern}>
          {link.adminOnly && !links[index - 1]?.adminOnly ? <MenuDivider title="ניהול" /> : null}
          <MenuItem
            icon={link.icon}
            text={link.label}
            active={isLinkActive(link, pathname)}
            onClick={() => navigate(link.to)}
          />
        </Fragment>
      ))}
      {!signedIn ? (
        <>
          <MenuItem icon="log-in" text="התחברות" onClick={() => navigate('/login')} />
          <MenuItem icon="new-person" text="יצירת חשבון" onClick={() => navigate('/register')} />
        </>
      ) : null}
    </Menu>
  )

  return (
    <header className="shell-topbar">
      <SkipLink target="shell-main">דלג לתוכן העיקרי</SkipLink>
      <div className="shell-topbar__inner">
        <div className="shell-topbar__start">
          <Brand />
          {links.length > 0 ? (
            <nav className="shell-nav" aria-label="ניווט ראשי">
              {links.map((link) => (
                <NavLink
                  key={link.pattern}
                  to={link.to}
                  className={() =>
                    `${Classes.BUTTON} ${Classes.MINIMAL} shell-nav__link${isLinkActive(link, pathname) ? ` ${Classes.ACTIVE} shell-nav__link--active` : ''}${link.adminOnly ? ' shell-nav__link--admin' : ''}`
                  }
                  aria-current={isLinkActive(link, pathname) ? 'page' : undefined}
                >
                  {link.label}
                </NavLink>
              ))}
            </nav>
          ) : null}
        </div>
        <div className="shell-topbar__end">
          <ColorSchemeToggle />
          {signedIn ? (
            <UserMenu user={user} />
          ) : (
            <div className="shell-topbar__auth">
              <Link to="/login" className={`${Classes.BUTTON} ${Classes.MINIMAL}`}>
                התחברות
              </Link>
              <Link to="/register" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
                יצירת חשבון
              </Link>
            </div>
          )}
          {links.length > 0 || !signedIn ? (
            <span className={`shell-topbar__compact${signedIn ? '' : ' shell-topbar__compact--anonymous'}`}>
              <PopoverNext {...followPageTheme} content={compactMenu} placement="bottom-end">
                <Button variant="minimal" icon="menu" aria-label="תפריט ניווט" />
              </PopoverNext>
            </span>
          ) : null}
        </div>
      </div>
    </header>
  )
}
