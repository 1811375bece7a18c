import { useEffect } from 'react'
import { applyPageTitle, titled } from './page-title'
import { useCurrentPathname } from './use-current-path'

/** Keeps document.title in step with the route (seed §2); call it from a remote's tree. */
export function usePageTitle(): void {
  const pathname = useCurrentPathname()
  useEffect(() => applyPageTitle(pathname), [pathname])
}

/**
 * A screen whose title depends on what it shows ("רשימת המושבים — אולם ראשי"), in the product's format;
 * call it once the screen has its data.
 */
export function useScreenTitle(title: string): void {
  useEffect(() => {
    document.title = titled(title)
  }, [title])
}
