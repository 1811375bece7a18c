import { useLayoutEffect } from 'react'

/** Marks the page as a print view while it is shown, so print styles hide the shell's chrome. */
export function usePrintRoot() {
  useLayoutEffect(() => {
    document.documentElement.classList.add('seats-print-view')
    return () => document.documentElement.classList.remove('seats-print-view')
  }, [])
}
