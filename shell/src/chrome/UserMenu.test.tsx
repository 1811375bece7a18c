// @vitest-environment jsdom
import type { MemberRole } from '@seats/contracts'
import { sampleUser } from '@seats/contracts/testing'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { UserMenu } from './UserMenu'

afterEach(() => cleanup())

const ohel = (role: MemberRole) => ({ accountId: 7, synagogueName: 'אוהל משה', role })
const beitYaakov = { accountId: 9, synagogueName: 'בית יעקב', role: 'owner' as const }

function open(role: MemberRole, others: (typeof beitYaakov)[] = []) {
  const user = {
    ...sampleUser({ synagogueName: 'אוהל משה' }),
    team: { current: ohel(role), memberships: [ohel(role), ...others] },
  }
  render(
    <MemoryRouter>
      <UserMenu user={user} />
    </MemoryRouter>,
  )
  fireEvent.click(screen.getByRole('button', { name: /תפריט משתמש/ }))
}

describe('the user menu', () => {
  it('names the current synagogue and the person’s role there, and leads to the team', async () => {
    open('viewer')
    expect((await screen.findByTestId('user-menu-synagogue')).textContent).toBe('אוהל משה · צפייה והדפסה')
    expect(screen.getByRole('menuitem', { name: /צוות בית הכנסת/ })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: /פעילות הצוות/ })).toBeTruthy()
    // One synagogue: nothing to switch to.
    expect(screen.queryByText('מעבר לבית כנסת אחר')).toBeNull()
  })

  it('lists every synagogue of a person with several, the current one marked', async () => {
    open('warden', [beitYaakov])
    expect(await screen.findByText('מעבר לבית כנסת אחר')).toBeTruthy()
    const items = screen.getAllByTestId('synagogue-switch')
    expect(items.map((i) => i.textContent)).toEqual(['אוהל משהגבאי', 'בית יעקבבעלים'])
    expect(items[0]?.getAttribute('aria-current')).toBe('true')
  })
})
