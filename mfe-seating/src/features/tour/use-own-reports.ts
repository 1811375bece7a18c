import type { Person, Report } from '@seats/contracts'
import { socket, useSession } from '@seats/sdk'
import { useEffect, useMemo, useRef } from 'react'
import { userPersonIds } from './tour-facts'

/**
 * Calls `onReport` for each live report (the socket's createReport, for any date) of a worshipper who has the
 * signed-in user's phone: the user trying the phone line themself.
 */
export function useOwnReports(
  persons: readonly Person[] | null,
  enabled: boolean,
  onReport: (report: Report) => void,
): void {
  const { user } = useSession()
  const phone = user?.phone ?? ''
  const mine = useMemo(() => (persons ? userPersonIds(persons, phone) : new Set<number>()), [persons, phone])
  const onReportRef = useRef(onReport)
  onReportRef.current = onReport
  useEffect(() => {
    if (!enabled || mine.size === 0) return
    return socket.on('createReport', (report) => {
      if (mine.has(report.personId)) onReportRef.current(report)
    })
  }, [enabled, mine])
}
