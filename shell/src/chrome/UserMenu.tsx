import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  billingTexts,
  enterSynagogue,
  followPageTheme,
  logout,
  teamApi,
  teamRoleOf,
  toast,
  useColorScheme,
  useNavigate,
  type SessionUser,
} from '@seats/sdk'
import { memberRoleLabels, type Membership } from '@seats/contracts'
import { useState } from 'react'

export const userMenuTexts = {
  team: 'צוות בית הכנסת',
  activity: 'פעילות הצוות',
  switchTo: 'מעבר לבית כנסת אחר',
  switchFailed: 'המעבר לבית הכנסת נכשל',
  current: 'בית הכנסת הנוכחי',
} as const

/** The person's other synagogues: a switch stores the new session and opens that synagogue's map afresh. */
function SynagogueSwitcher({ memberships, currentId }: { memberships: Membership[]; currentId: number }) {
  const [switching, setSwitching] = useState<number | null>(null)
  const switchTo = async (accountId: number) => {
    setSwitching(accountId)
    try {
      enterSynagogue(await teamApi.switchSynagogue(accountId))
    } catch (error) {
      toast.failure(userMenuTexts.switchFailed, error)
      setSwitching(null)
    }
  }
  return (
    <>
      <MenuDivider title={userMenuTexts.switchTo} />
      {memberships.map((m) => {
        const current = m.accountId === currentId
        return (
          <MenuItem
            key={m.accountId}
            icon={current ? 'tick' : 'circle'}
            text={m.synagogueName}
            label={memberRoleLabels[m.role]}
            active={current}
            aria-current={current ? 'true' : undefined}
            disabled={switching !== null}
            shouldDismissPopover={false}
            data-testid="synagogue-switch"
            onClick={current ? undefined : () => void switchTo(m.accountId)}
          />
        )
      })}
    </>
  )
}

export function UserMenu({ user }: { user: SessionUser | null }) {
  const { scheme, toggle } = useColorScheme()
  const navigate = useNavigate()
  const name = user?.contactName || 'החשבון שלי'
  const { role, team } = teamRoleOf(user)
  const synagogueName = team?.current.synagogueName || user?.synagogueName
  const member = !!user && !user.isGuest
  const menu = (
    <Menu aria-label="תפריט משתמש">
      <li className="shell-user-menu__header" role="none">
        <strong>{name}</strong>
        {synagogueName ? (
          <span className="shell-user-menu__synagogue" data-testid="user-menu-synagogue">
            {synagogueName}
            {member ? <span className="shell-user-menu__role"> · {memberRoleLabels[role]}</span> : null}
          </span>
        ) : null}
        {user?.email ? (
          <span dir="ltr" className="shell-user-menu__email">
            {user.email}
          </span>
        ) : null}
      </li>
      {member && team && team.memberships.length > 1 ? (
        <SynagogueSwitcher memberships={team.memberships} currentId={team.current.accountId} />
      ) : null}
      <MenuDivider />
      {member ? <MenuItem icon="person" text="החשבון שלי" onClick={() => navigate('/account')} /> : null}
      {member ? (
        <MenuItem icon="people" text={userMenuTexts.team} onClick={() => navigate('/members')} />
      ) : null}
      {member ? (
        <MenuItem icon="history" text={userMenuTexts.activity} onClick={() => navigate('/activity')} />
      ) : null}
      {member ? (
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
