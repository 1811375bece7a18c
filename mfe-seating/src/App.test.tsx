// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { App } from './App'
import type { sections } from './features/sections'

// Each screen stands in as its name: this is about which screen a path opens, not what the screens do.
vi.mock('./features/map-screen/MapScreenPage', () => ({ MapScreenPage: () => 'MapScreenPage' }))
vi.mock('./features/seat-list', () => ({ SeatListPage: () => 'SeatListPage' }))
vi.mock('./features/print/PrintPage', () => ({ PrintPage: () => 'PrintPage' }))
vi.mock('./features/maps/MapsPage', () => ({ MapsPage: () => 'MapsPage' }))
vi.mock('./features/persons/components/PersonsPage', () => ({ PersonsPage: () => 'PersonsPage' }))
vi.mock('./features/events/components/EventsPage', () => ({ EventsPage: () => 'EventsPage' }))
vi.mock('./features/households/components/HouseholdsPage', () => ({ HouseholdsPage: () => 'HouseholdsPage' }))
vi.mock('./features/seasons/components/SeasonsPage', () => ({ SeasonsPage: () => 'SeasonsPage' }))
vi.mock('./features/seasons/paper/SeatCardsPage', () => ({ SeatCardsPage: () => 'SeatCardsPage' }))
vi.mock('./features/seasons/components/SeasonPage', () => ({ SeasonPage: () => 'SeasonPage' }))
vi.mock('./features/reports/ReportsPage', () => ({ ReportsPage: () => 'ReportsPage' }))
vi.mock('./features/free-seats/FreeSeatsPage', () => ({ FreeSeatsPage: () => 'FreeSeatsPage' }))
vi.mock('./features/map-parts/screens', () => ({
  DisplaysPage: () => 'DisplaysPage',
  ElementsPage: () => 'ElementsPage',
  AreasPage: () => 'AreasPage',
}))
vi.mock('./features/reminders/RemindersPage', () => ({ RemindersPage: () => 'RemindersPage' }))

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

const screenAt: Record<keyof typeof sections, [string, string]> = {
  map: ['/map/3', 'MapScreenPage'],
  seatList: ['/map/3/list', 'SeatListPage'],
  print: ['/map/3/print', 'PrintPage'],
  maps: ['/maps', 'MapsPage'],
  persons: ['/persons', 'PersonsPage'],
  households: ['/households', 'HouseholdsPage'],
  events: ['/events', 'EventsPage'],
  seasons: ['/seasons', 'SeasonsPage'],
  season: ['/seasons/4', 'SeasonPage'],
  seatCards: ['/seasons/4/cards', 'SeatCardsPage'],
  reports: ['/reports', 'ReportsPage'],
  freeSeats: ['/free-seats', 'FreeSeatsPage'],
  displays: ['/displays', 'DisplaysPage'],
  elements: ['/elements', 'ElementsPage'],
  areas: ['/areas', 'AreasPage'],
  reminders: ['/reminders', 'RemindersPage'],
}

describe('seating routes', () => {
  it.each(Object.entries(screenAt))('routes the catalogue’s %s screen', async (_, [path, page]) => {
    window.history.replaceState(null, '', path)
    render(<App />)
    expect(await screen.findByText(page)).toBeTruthy()
  })

  it('opens the map screen on /map without an id', async () => {
    window.history.replaceState(null, '', '/map')
    render(<App />)
    expect(await screen.findByText('MapScreenPage')).toBeTruthy()
  })

  it('renders nothing on paths other remotes own', () => {
    window.history.replaceState(null, '', '/users')
    expect(render(<App />).container.textContent).toBe('')
  })
})
