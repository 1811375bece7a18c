import type { DateOption, DateReports } from '@seats/contracts'
import { api } from '@seats/sdk'
import type { DateSelection } from './date-query'

const il = (israel: boolean) => (israel ? '' : 'il=false')
const query = (...parts: string[]) => {
  const joined = parts.filter(Boolean).join('&')
  return joined ? `?${joined}` : ''
}

/** The reporting service's date selector calls. `israel` follows the map's Torah-reading schedule. */
export const reportDatesApi = {
  list: (israel = true) => api.get<DateOption[]>(`/reports/dates/list${query(il(israel))}`),
  /** No date: the service answers the coming Shabbat. */
  withReports: (selection: DateSelection, israel = true, signal?: AbortSignal) =>
    api.get<DateReports>(
      `/reports/date${selection.date ? `/${selection.date}` : ''}${query(selection.eventId !== null ? `eventId=${selection.eventId}` : '', il(israel))}`,
      signal ? { signal } : {},
    ),
}
