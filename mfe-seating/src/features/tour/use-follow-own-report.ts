import type { Person } from '@seats/contracts'
import { useCallback } from 'react'
import { useSearchParams } from '@seats/sdk'
import { withDateQuery } from '../report-dates'
import { useOwnReports } from './use-own-reports'

/**
 * Someone trying the product (a demo guest, a new user on the tour) reports their own seat by phone: the
 * map turns to that report's date, so they see the seat turn free. It matters after Shabbat went out,
 * when the phone line reports for next week while the map still shows this one.
 */
export function useFollowOwnReport(persons: readonly Person[] | null, enabled: boolean): void {
  const [, setParams] = useSearchParams()
  const follow = useCallback(
    (report: { date: string; eventId: number | null }) =>
      setParams((params) => withDateQuery(params, { date: report.date, eventId: report.eventId }), {
        replace: true,
      }),
    [setParams],
  )
  useOwnReports(persons, enabled, follow)
}
