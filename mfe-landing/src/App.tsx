import { useCurrentPathname, usePageTitle } from '@seats/sdk/core'
import { lazy, Suspense } from 'react'
import './landing.css'
import { isHomePath, LandingPage } from './features/landing'

// The home page paints on React alone: the router, Blueprint and the sign-in screens come with the
// first visit to another of this remote's screens.
const RoutedScreens = lazy(() => import('./RoutedScreens'))

export function App() {
  usePageTitle()
  const pathname = useCurrentPathname()
  if (isHomePath(pathname)) return <LandingPage />
  return (
    <Suspense fallback={null}>
      <RoutedScreens />
    </Suspense>
  )
}
