import { Spinner, useRegisteredRoutes, useLocation } from '@seats/sdk'
import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'
import { shellScreenOf } from '../routes/shell-routes'

const SubscriptionPage = lazy(() => import('../billing/SubscriptionPage'))
const AccountPage = lazy(() => import('../account/AccountPage'))
const MembersPage = lazy(() => import('../members/MembersPage'))
const ActivityPage = lazy(() => import('../activity/ActivityPage'))

/** The shell's own screens (routes/shell-routes.ts), in the main area like a remote's (NotFound uses the same slot). */
export function ShellPages() {
  const { pathname } = useLocation()
  useRegisteredRoutes()
  const target = document.getElementById('shell-fallback')
  const page = shellScreenOf(pathname)
  if (!target || !page) return null
  return createPortal(
    <Suspense fallback={<Spinner className="shell-page-loading" size={32} />}>
      {page === 'subscription' ? <SubscriptionPage /> : null}
      {page === 'account' ? <AccountPage /> : null}
      {page === 'members' ? <MembersPage /> : null}
      {page === 'activity' ? <ActivityPage /> : null}
    </Suspense>,
    target,
  )
}
