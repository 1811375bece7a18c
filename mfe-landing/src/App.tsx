import { usePageTitle } from '@seats/sdk'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import './landing.css'
import { LoginPage } from './features/auth/LoginPage'
import { RegisterPage } from './features/auth/RegisterPage'
import { GuestSessionPage } from './features/guest/GuestSessionPage'
import { LandingPage } from './features/landing/LandingPage'

function LandingRoutes() {
  usePageTitle()
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/opinions" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/guest-session" element={<GuestSessionPage />} />
      {/* Paths of other remotes: this one is about to unmount. */}
      <Route path="*" element={null} />
    </Routes>
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
