// @vitest-environment jsdom
import { session } from '@seats/sdk'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { MapPage } from './MapPage'

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/map/:id?" element={<MapPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

afterEach(() => {
  cleanup()
  session.clear()
})

describe('MapPage', () => {
  it('remembers the shown map as lastMapId', () => {
    renderAt('/map/12')
    expect(session.getState().lastMapId).toBe('12')
    expect(window.localStorage.getItem('lastMapId')).toBe('12')
    expect(screen.getByText('מפה מספר 12')).toBeTruthy()
  })

  it('works without an id, offering the map list and the last map', () => {
    session.setLastMapId(4)
    renderAt('/map/')
    expect(screen.getByText('לא נבחרה מפה')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'לרשימת המפות' }).getAttribute('href')).toBe('/maps')
    expect(screen.getByRole('link', { name: 'המפה האחרונה' }).getAttribute('href')).toBe('/map/4')
    expect(session.getState().lastMapId).toBe('4')
  })

  it('matches /map without a trailing slash', () => {
    renderAt('/map')
    expect(screen.getByText('לא נבחרה מפה')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'המפה האחרונה' })).toBeNull()
  })
})
