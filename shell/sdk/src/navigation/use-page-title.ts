import { useEffect } from 'react'
import { applyPageTitle } from './page-title'
import { useCurrentPathname } from './use-current-path'

/** Keeps document.title in step with the route (seed §2); call it from a remote's tree. */
export function usePageTitle(): void {
  const pathname = useCurrentPathname()
  useEffect(() => applyPageTitle(pathname), [pathname])
}
