import { usePageTitle } from '@seats/sdk'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { DashboardPage } from './features/dashboard'
import { LeadPage, LeadsPage } from './features/leads'
import { OutboxPage } from './features/outbox'
import { UsersPage } from './features/users'

function AdminRoutes() {
  usePageTitle()
  return (
    <Routes>
      <Route path="/users" element={<UsersPage />} />
      <Route path="/leads" element={<LeadsPage />} />
      <Route path="/leads/:id" element={<LeadPage />} />
      <Route path="/outbox" element={<OutboxPage />} />
      <Route path="/admin" element={<DashboardPage />} />
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
