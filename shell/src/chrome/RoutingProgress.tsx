import { useEffect, useState } from 'react'

/** A thin line under the top bar while single-spa loads or swaps a remote. */
export function RoutingProgress() {
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Only show it for changes that take a moment, so quick navigations do not flicker.
    const start = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setBusy(true), 150)
    }
    const stop = () => {
      clearTimeout(timer)
      setBusy(false)
    }
    window.addEventListener('single-spa:before-routing-event', start)
    window.addEventListener('single-spa:routing-event', stop)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('single-spa:before-routing-event', start)
      window.removeEventListener('single-spa:routing-event', stop)
    }
  }, [])
  return (
    <div
      className={`shell-progress${busy ? ' shell-progress--busy' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label="טוען"
    />
  )
}
