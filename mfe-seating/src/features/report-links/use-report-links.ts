import { normalizePhone, type ReportLinkStatus } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { reportLinksApi } from './report-links-api'

/** The account's live report links by phone; a failed read leaves the list empty (the menus still work). */
export function useReportLinks() {
  const [byPhone, setByPhone] = useState<Map<string, ReportLinkStatus>>(new Map())
  const reload = useCallback(async () => {
    try {
      const links = await reportLinksApi.status()
      setByPhone(new Map(links.map((l) => [l.phone, l])))
    } catch {
      setByPhone(new Map())
    }
  }, [])
  useEffect(() => {
    void reload()
  }, [reload])
  const linkOf = useCallback((phone: string) => byPhone.get(normalizePhone(phone)) ?? null, [byPhone])
  return { linkOf, reload }
}
export type ReportLinks = ReturnType<typeof useReportLinks>
