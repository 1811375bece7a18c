import { usePageTitle, BrowserRouter, Route, Routes } from '@seats/sdk'
import { lazy, Suspense } from 'react'
import { StopListPage } from './features/call-safety'
import { DashboardPage } from './features/dashboard'
import { LeadPage, LeadsPage } from './features/leads'
import { OutboxPage } from './features/outbox'
import { PlansPage } from './features/plans'
import { UsersPage } from './features/users'
import { routesDemoRoute } from './routes-demo/routes-demo'

// Only in a build made with VITE_ROUTES_DEMO=1 (see routes-demo/); elsewhere this is null and the chunk is dropped.
const RoutesDemoPage =
  import.meta.env.VITE_ROUTES_DEMO === '1' ? lazy(() => import('./routes-demo/RoutesDemoPage')) : null

/** The screens of routes.ts (same paths): the shell decides from there who may open them and titles them. */
function AdminRoutes() {
  usePageTitle()
  return (
    <Routes>
      <Route path="/users" element={<UsersPage />} />
      <Route path="/leads" element={<LeadsPage />} />
      <Route path="/leads/:id" element={<LeadPage />} />
      <Route path="/outbox" element={<OutboxPage />} />
      <Route path="/call-stop-list" element={<StopListPage />} />
      <Route path="/plans" element={<PlansPage />} />
      <Route path="/admin" element={<DashboardPage />} />
      {RoutesDemoPage ? (
        <Route
          path={routesDemoRoute.path}
          element={
            <Suspense fallback={null}>
              <RoutesDemoPage />
            </Suspense>
          }
        />
      ) : null}
      {/* Paths of other remotes: this one is about to unmount. */}
      <Route path="*" element={null} />
    </Routes>
  )
}

/** Absolute paths, no basename: the remote shares the page's URL space with the others. */
export function App() {
  return (
    <BrowserRouter>
      <AdminRoutes />
    </BrowserRouter>
  )
}
