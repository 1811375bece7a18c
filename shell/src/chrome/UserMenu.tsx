import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  billingTexts,
  followPageTheme,
  logout,
  useColorScheme,
  useNavigate,
} from '@seats/sdk'
import type { User } from '@seats/contracts'

export function UserMenu({ user }: { user: User | null }) {
  const { scheme, toggle } = useColorScheme()
  const navigate = useNavigate()
  const name = user?.contactName || 'החשבון שלי'
  const menu = (
    <Menu aria-label="תפריט משתמש">
      <li className="shell-user-menu__header" role="none">
        <strong>{name}</strong>
        {user?.synagogueName ? <span>{user.synagogueName}</span> : null}
        {user?.email ? (
          <span dir="ltr" className="shell-user-menu__email">
            {user.email}
          </span>
        ) : null}
      </li>
      <MenuDivider />
      {user && !user.isGuest ? (
        <MenuItem icon="person" text="החשבון שלי" onClick={() => navigate('/account')} />
      ) : null}
      {user && !user.isGuest ? (
        <MenuItem
          icon="credit-card"
          text={billingTexts.pageTitle}
          onClick={() => navigate('/subscription')}
        />
      ) : null}
      <MenuItem
        icon={scheme === 'dark' ? 'flash' : 'moon'}
        text={scheme === 'dark' ? 'תצוגה בהירה' : 'תצוגה כהה'}
        onClick={toggle}
        shouldDismissPopover={false}
      />
      <MenuItem icon="log-out" text="התנתקות" intent="danger" onClick={() => void logout()} />
    </Menu>
  )
  return (
    <PopoverNext {...followPageTheme} content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        className="shell-user-menu__button"
        aria-label={`תפריט משתמש: ${name}`}
      >
        <span className="shell-user-menu__name">{name}</span>
      </Button>
    </PopoverNext>
  )
}
