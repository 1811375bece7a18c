import { PlatformProvider, BrowserRouter, Route, Routes } from '@seats/sdk'
import { lazy } from 'react'

// Each sign-in screen is its own chunk, with its form schemas.
const LoginPage = lazy(() => import('./features/auth/LoginPage').then((m) => ({ default: m.LoginPage })))
const RegisterPage = lazy(() =>
  import('./features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
)
const InvitePage = lazy(() => import('./features/auth/InvitePage').then((m) => ({ default: m.InvitePage })))
const ReportLinkPage = lazy(() =>
  import('./features/report-link/ReportLinkPage').then((m) => ({ default: m.ReportLinkPage })),
)
const SeasonRequestPage = lazy(() =>
  import('./features/season-request/SeasonRequestPage').then((m) => ({ default: m.SeasonRequestPage })),
)
const LobbyPage = lazy(() => import('./features/lobby/LobbyPage').then((m) => ({ default: m.LobbyPage })))
const GuestSessionPage = lazy(() =>
  import('./features/guest/GuestSessionPage').then((m) => ({ default: m.GuestSessionPage })),
)

/**
 * The remote's screens other than the home page: Blueprint forms under the router, in the page's
 * shared overlay stack. Absolute paths, no basename: the remote shares the URL space with the others.
 */
export default function RoutedScreens() {
  return (
    <PlatformProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/guest-session" element={<GuestSessionPage />} />
          <Route path="/invite/:token" element={<InvitePage />} />
          <Route path="/r/:token" element={<ReportLinkPage />} />
          <Route path="/s/:token" element={<SeasonRequestPage />} />
          <Route path="/lobby/:token" element={<LobbyPage />} />
          {/* The home page and other remotes' paths: nothing here (this remote is leaving or shows the home page). */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </PlatformProvider>
  )
}
