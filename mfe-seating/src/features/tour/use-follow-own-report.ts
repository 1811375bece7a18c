import type { Person } from '@seats/contracts'
import { socket, useSession } from '@seats/sdk'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { withDateQuery } from '../report-dates/date-query'
import { userPersonIds } from './tour-facts'

/**
 * Someone trying the product (a demo guest, a new user on the tour) reports their own seat by phone: the
 * map turns to that report's date, so they see the seat turn free. It matters after Shabbat went out,
 * when the phone line reports for next week while the map still shows this one.
 */
export function useFollowOwnReport(persons: readonly Person[] | null, enabled: boolean): void {
  const { user } = useSession()
  const [, setParams] = useSearchParams()
  const mine = useMemo(() => (persons && user ? userPersonIds(persons, user.phone) : new Set<number>()), [persons, user])
  useEffect(() => {
    if (!enabled || mine.size === 0) return
    return socket.on('createReport', (report) => {
      if (!mine.has(report.personId)) return
      setParams((params) => withDateQuery(params, { date: report.date, eventId: report.eventId }), { replace: true })
    })
  }, [enabled, mine, setParams])
}
