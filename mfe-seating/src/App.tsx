import { Spinner, usePageTitle, BrowserRouter, Route, Routes } from '@seats/sdk'
import { lazy, Suspense, type ComponentType } from 'react'
import './seating.css'
import { MapScreenPage } from './features/map-screen'
import { sections } from './features/sections'

/**
 * The map is what a warden opens most: it comes with the remote. Every other screen loads when first
 * visited, so the map's route carries none of their code. A lazy screen is loaded by its own file, not
 * its feature's index: the map's chunk already holds some of those indexes (maps, persons, print).
 */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })))
}
const MapsPage = lazyScreen(() => import('./features/maps/MapsPage'), 'MapsPage')
const PersonsPage = lazyScreen(() => import('./features/persons/components/PersonsPage'), 'PersonsPage')
const EventsPage = lazyScreen(() => import('./features/events/components/EventsPage'), 'EventsPage')
const ElementsPage = lazyScreen(() => import('./features/map-parts/screens'), 'ElementsPage')
const DisplaysPage = lazyScreen(() => import('./features/map-parts/screens'), 'DisplaysPage')
const AreasPage = lazyScreen(() => import('./features/map-parts/screens'), 'AreasPage')
const SeasonsPage = lazyScreen(() => import('./features/seasons/components/SeasonsPage'), 'SeasonsPage')
const SeasonPage = lazyScreen(() => import('./features/seasons/components/SeasonPage'), 'SeasonPage')
const SeatCardsPage = lazyScreen(() => import('./features/seasons/paper/SeatCardsPage'), 'SeatCardsPage')
const HouseholdsPage = lazyScreen(
  () => import('./features/households/components/HouseholdsPage'),
  'HouseholdsPage',
)
const ReportsPage = lazyScreen(() => import('./features/reports/ReportsPage'), 'ReportsPage')
const FreeSeatsPage = lazyScreen(() => import('./features/free-seats/FreeSeatsPage'), 'FreeSeatsPage')
const PrintPage = lazyScreen(() => import('./features/print/PrintPage'), 'PrintPage')
const SeatListPage = lazyScreen(() => import('./features/seat-list'), 'SeatListPage')
const RemindersPage = lazyScreen(() => import('./features/reminders/RemindersPage'), 'RemindersPage')

function SeatingRoutes() {
  usePageTitle()
  return (
    <Suspense
      fallback={
        // Padding, not margin: a margin collapses through the remote's slot and moves it when the screen comes.
        <div className="seating-screen-loading">
          <Spinner size={32} />
        </div>
      }
    >
      <Routes>
        <Route path={sections.print.path} element={<PrintPage />} />
        <Route path={sections.seatList.path} element={<SeatListPage />} />
        <Route path={sections.map.path} element={<MapScreenPage />} />
        <Route path={sections.freeSeats.path} element={<FreeSeatsPage />} />
        <Route path={sections.maps.path} element={<MapsPage />} />
        <Route path={sections.persons.path} element={<PersonsPage />} />
        <Route path={sections.events.path} element={<EventsPage />} />
        <Route path={sections.seatCards.path} element={<SeatCardsPage />} />
        <Route path={sections.season.path} element={<SeasonPage />} />
        <Route path={sections.seasons.path} element={<SeasonsPage />} />
        <Route path={sections.households.path} element={<HouseholdsPage />} />
        <Route path={sections.elements.path} element={<ElementsPage />} />
        <Route path={sections.displays.path} element={<DisplaysPage />} />
        <Route path={sections.areas.path} element={<AreasPage />} />
        <Route path={sections.reports.path} element={<ReportsPage />} />
        <Route path={sections.reminders.path} element={<RemindersPage />} />
        {/* Paths of other remotes: this one is about to unmount. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  )
}

/** Absolute paths, no basename: the remote shares the page's URL space with the others. */
export function App() {
  return (
    <BrowserRouter>
      <SeatingRoutes />
    </BrowserRouter>
  )
}
