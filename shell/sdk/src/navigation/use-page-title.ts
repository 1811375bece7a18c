import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { applyPageTitle } from './page-title'

/** Keeps document.title in step with the route (seed §2); call it from a remote's routed tree. */
export function usePageTitle(): void {
  const { pathname } = useLocation()
  useEffect(() => applyPageTitle(pathname), [pathname])
}
