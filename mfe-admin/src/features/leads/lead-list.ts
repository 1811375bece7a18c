import type { Intent } from '@seats/sdk'
import {
  communicationTypeLabels,
  leadStatuses,
  leadStatusMeta,
  normalizePhone,
  type Communication,
  type Lead,
  type LeadStatus,
  type LeadUpdateInput,
  type Severity,
} from '@seats/contracts'
import { compareMaybe, compareText, searchable, type SortState } from '../shared-ui'

/** The seed's severities as Blueprint intents: info is the accent, the others match by name. */
const intentOf: Record<Severity, Intent> = {
  info: 'primary',
  warning: 'warning',
  success: 'success',
  danger: 'danger',
}
export const leadStatusIntent = (status: LeadStatus): Intent => intentOf[leadStatusMeta[status].severity]
export const leadStatusLabel = (status: LeadStatus): string => leadStatusMeta[status].label
export const communicationLabel = (c: Pick<Communication, 'type'>): string => communicationTypeLabels[c.type]

/** A lead in the list, with the time of its last communication when it is known. */
export type LeadListItem = Lead

export type LeadSortKey =
  'name' | 'phone' | 'email' | 'source' | 'status' | 'createdAt' | 'lastCommunicationAt'
export const leadSortLabels: Record<LeadSortKey, string> = {
  name: 'שם',
  phone: 'טלפון',
  email: 'אימייל',
  source: 'מקור',
  status: 'סטטוס',
  createdAt: 'התקבל',
  lastCommunicationAt: 'קשר אחרון',
}

export interface LeadFilters {
  status: 'all' | LeadStatus
  source: 'all' | string
}
export const noLeadFilters: LeadFilters = { status: 'all', source: 'all' }

const PHONE_QUERY = /^[\d\s\-+().]+$/

/** Words match the name or the email in any order; phone characters with 3+ digits match the phone's digits. */
export function matchesLeadQuery(lead: Lead, query: string): boolean {
  const text = searchable(query).trim()
  if (!text) return true
  const digits = text.replace(/\D/g, '')
  if (PHONE_QUERY.test(text) && digits.length >= 3)
    return normalizePhone(lead.phone).includes(normalizePhone(digits))
  const haystack = searchable(`${lead.name} ${lead.email}`)
  return text.split(/\s+/).every((word) => haystack.includes(word))
}

const time = (iso: string | null | undefined): number | null => {
  const t = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(t) ? null : t
}

function compareLeads(a: LeadListItem, b: LeadListItem, sort: SortState<LeadSortKey>): number {
  const sign = sort.direction === 'asc' ? 1 : -1
  switch (sort.key) {
    case 'status':
      return sign * (leadStatuses.indexOf(a.status) - leadStatuses.indexOf(b.status))
    case 'createdAt':
      return compareMaybe(time(a.createdAt), time(b.createdAt), sort.direction)
    case 'lastCommunicationAt':
      return compareMaybe(time(a.lastCommunicationAt), time(b.lastCommunicationAt), sort.direction)
    default: {
      const [x, y] = [a[sort.key], b[sort.key]]
      if (!x || !y) return x === y ? 0 : x ? -1 : 1
      return sign * compareText(x, y)
    }
  }
}

export function visibleLeads(
  leads: readonly LeadListItem[],
  query: string,
  filters: LeadFilters,
  sort: SortState<LeadSortKey>,
): LeadListItem[] {
  const found = leads.filter(
    (lead) =>
      (filters.status === 'all' || lead.status === filters.status) &&
      (filters.source === 'all' || lead.source === filters.source) &&
      matchesLeadQuery(lead, query),
  )
  return found.sort((a, b) => compareLeads(a, b, sort) || b.id - a.id)
}

/** The sources the leads came from, for the source filter, in Hebrew order. */
export function leadSources(leads: readonly Lead[]): string[] {
  return [...new Set(leads.map((l) => l.source).filter(Boolean))].sort(compareText)
}

/** Communications newest first (ties: the later id first). */
export function newestFirst(communications: readonly Communication[]): Communication[] {
  return [...communications].sort(
    (a, b) => (time(b.createdAt) ?? 0) - (time(a.createdAt) ?? 0) || b.id - a.id,
  )
}

/** What PUT /api/leads/:id takes: the lead's own fields. */
export function leadUpdateOf(lead: Lead, changes: Partial<LeadUpdateInput> = {}): LeadUpdateInput {
  return {
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    message: lead.message,
    source: lead.source,
    status: lead.status,
    ...changes,
  }
}
