import { usePageTitle } from '@seats/sdk'
import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import './landing.css'
import { LandingPage } from './features/landing/LandingPage'

// The home page paints without the sign-in screens and their form schemas; they load when visited.
const LoginPage = lazy(() => import('./features/auth/LoginPage').then((m) => ({ default: m.LoginPage })))
const RegisterPage = lazy(() =>
  import('./features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
)
const GuestSessionPage = lazy(() =>
  import('./features/guest/GuestSessionPage').then((m) => ({ default: m.GuestSessionPage })),
)

function LandingRoutes() {
  usePageTitle()
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/opinions" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/guest-session" element={<GuestSessionPage />} />
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
      <LandingRoutes />
    </BrowserRouter>
  )
}
