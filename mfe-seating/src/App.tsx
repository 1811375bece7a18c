import { usePageTitle } from '@seats/sdk'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import './seating.css'
import './features/shared-ui/shared-ui.css'
import { MapEditorPage } from './features/map-editor/MapEditorPage'
import { MapsPage } from './features/maps/MapsPage'
import { PersonsPage } from './features/persons/components/PersonsPage'
import { EventsPage } from './features/events/components/EventsPage'
import { ElementsPage } from './features/elements/components/ElementsPage'
import { DisplaysPage } from './features/displays/components/DisplaysPage'
import { ReportsPage } from './features/reports/ReportsPage'
import { PrintPage } from './features/print/PrintPage'
import { RemindersPage } from './features/reminders/RemindersPage'
import { sections } from './features/sections/section-catalog'
import { SectionPage } from './features/sections/SectionPage'

/** Screens built so far; the other sections show their placeholder frame. */
const builtScreens = new Set([
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
    <Routes>
      <Route path="/map/:id/print" element={<PrintPage />} />
      <Route path="/map/:id?" element={<MapEditorPage />} />
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
