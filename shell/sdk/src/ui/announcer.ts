/**
 * Says a short text to screen readers without moving focus: one polite live region for the whole page, so
 * news (a worshipper's report arriving, a seat taken) waits for the reader to finish what it is saying.
 */
const REGION_ID = 'seats-announcer'

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID)
  if (existing) return existing
  const el = document.createElement('div')
  el.id = REGION_ID
  el.className = 'sr-only'
  el.setAttribute('aria-live', 'polite')
  el.setAttribute('aria-atomic', 'true')
  document.body.append(el)
  return el
}

let pending: ReturnType<typeof setTimeout> | null = null

export function announce(text: string): void {
  if (typeof document === 'undefined') return
  const el = region()
  // Emptied first and filled a moment later: the same news twice is read twice.
  el.textContent = ''
  if (pending !== null) clearTimeout(pending)
  pending = setTimeout(() => {
    pending = null
    el.textContent = text
  }, 100)
}
