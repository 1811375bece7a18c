/** YYYY-MM-DD of an instant in Israel time (the provider's calendar). */
export function israelDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const at = new Date(Date.UTC(y, mo - 1, d))
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d
}

/**
 * The month `months` after `date`'s (one by default; 12 for a yearly item), on `anchorDay` or the month's last day when it is shorter: billing keeps the day
 * it started on (Jan 31 -> Feb 28 -> Mar 31).
 */
export function nextMonthlyDate(date: string, anchorDay: number, months = 1): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  // m is 1-based: month index m - 1 + months, and its last day is day 0 of the month after.
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(y, m - 1 + months, Math.min(anchorDay, lastDay))).toISOString().slice(0, 10)
}

/** The day of month a YYYY-MM-DD date falls on. */
export const dayOf = (date: string): number => Number(date.slice(8, 10))

/** DD/MM/YYYY, as Israeli documents print dates. */
export const displayDate = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
