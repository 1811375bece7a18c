import { useEffect, useState } from 'react'

export interface AnchorRect {
  top: number
  left: number
  width: number
  height: number
}

const same = (a: AnchorRect | null, b: AnchorRect | null) =>
  a === b ||
  (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height)

/**
 * Where the control a tour step talks about is on screen: the first of `selectors` that is shown. Null
 * while none is, or while a dialog is open (the tour steps aside for it). Polled, because the controls
 * belong to screens that know nothing about the tour.
 */
export function useAnchorRect(selectors: readonly string[] | null): AnchorRect | null {
  const [rect, setRect] = useState<AnchorRect | null>(null)
  const key = selectors?.join('|') ?? ''
  useEffect(() => {
    if (!key) {
      setRect(null)
      return
    }
    const list = key.split('|')
    const measure = () => {
      let next: AnchorRect | null = null
      if (!document.querySelector('.bp6-dialog')) {
        for (const selector of list) {
          const r = document.querySelector(selector)?.getBoundingClientRect()
          if (r && r.width > 0 && r.height > 0) {
            next = {
              top: Math.round(r.top),
              left: Math.round(r.left),
              width: Math.round(r.width),
              height: Math.round(r.height),
            }
            break
          }
        }
      }
      setRect((prev) => (same(prev, next) ? prev : next))
    }
    measure()
    const timer = window.setInterval(measure, 250)
    window.addEventListener('resize', measure)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('resize', measure)
    }
  }, [key])
  return rect
}
