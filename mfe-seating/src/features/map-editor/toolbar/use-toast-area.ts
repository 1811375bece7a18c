import { setToastArea } from '@seats/sdk'
import { useLayoutEffect } from 'react'

/**
 * While the map is open, toasts appear past its toolbar and, on a desktop, beside the worshippers list
 * (which holds the right-hand side in Hebrew): over the map's own corner, never over its title or search.
 */
export function useToastArea(
  rootRef: React.RefObject<HTMLElement | null>,
  panelRef: React.RefObject<HTMLElement | null>,
  besidePanel: boolean,
): void {
  useLayoutEffect(() => {
    const root = rootRef.current
    const toolbar = root?.querySelector<HTMLElement>('.me-toolbar')
    if (!root || !toolbar) return
    const place = () => {
      const panel = besidePanel ? panelRef.current?.getBoundingClientRect() : undefined
      setToastArea({
        top: toolbar.getBoundingClientRect().bottom,
        right: panel ? window.innerWidth - panel.left : 0,
      })
    }
    place()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
    observer?.observe(toolbar)
    if (panelRef.current) observer?.observe(panelRef.current)
    window.addEventListener('resize', place)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
      setToastArea(null)
    }
  }, [rootRef, panelRef, besidePanel])
}
