import { Spinner, usePageTitle, BrowserRouter, Route, Routes } from '@seats/sdk'
import { lazy, Suspense, type ComponentType } from 'react'
import './seating.css'
import './features/shared-ui/shared-ui.css'
import { MapScreenPage } from './features/map-screen'
import { sections } from './features/sections/section-catalog'
import { SectionPage } from './features/sections/SectionPage'

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
const ReportsPage = lazyScreen(() => import('./features/reports/ReportsPage'), 'ReportsPage')
const FreeSeatsPage = lazyScreen(() => import('./features/free-seats/FreeSeatsPage'), 'FreeSeatsPage')
const PrintPage = lazyScreen(() => import('./features/print/PrintPage'), 'PrintPage')
const SeatListPage = lazyScreen(() => import('./features/seat-list'), 'SeatListPage')
const RemindersPage = lazyScreen(() => import('./features/reminders/RemindersPage'), 'RemindersPage')

/** Screens built so far; the other sections show their placeholder frame. */
const builtScreens = new Set([
  '/free-seats',
  '/maps',
  '/persons',
  '/events',
  '/elements',
  '/displays',
  '/reports',
  '/reminders',
])

function SeatingRoutes() {
  usePageTitle()
  return (
    <Suspense fallback={<Spinner className="seating-screen-loading" size={32} />}>
      <Routes>
        <Route path="/map/:id/print" element={<PrintPage />} />
        <Route path="/map/:id/list" element={<SeatListPage />} />
        <Route path="/map/:id?" element={<MapScreenPage />} />
        <Route path="/free-seats" element={<FreeSeatsPage />} />
        <Route path="/maps" element={<MapsPage />} />
        <Route path="/persons" element={<PersonsPage />} />
        <Route path="/events" element={<EventsPage />} />
        <Route path="/elements" element={<ElementsPage />} />
        <Route path="/displays" element={<DisplaysPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/reminders" element={<RemindersPage />} />
        {Object.values(sections)
          .filter((section) => !builtScreens.has(section.path))
          .map((section) => (
            <Route key={section.path} path={section.path} element={<SectionPage section={section} />} />
          ))}
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
