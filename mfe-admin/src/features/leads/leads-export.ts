import { leadStatusMeta, type Lead } from '@seats/contracts'
import type { SheetTable } from '@seats/sdk'
import { formatIsraelDateTime } from '../shared-ui'

/** The leads as the list shows them, one line each, their message whole. */
export function leadsSheet(leads: readonly Lead[]): SheetTable {
  return {
    name: 'לידים',
    columns: [
      { header: 'שם', width: 22 },
      { header: 'טלפון', width: 14 },
      { header: 'אימייל', width: 30 },
      { header: 'מקור', width: 12 },
      { header: 'סטטוס', width: 12 },
      { header: 'נוצר', width: 16 },
      { header: 'התקשרות אחרונה', width: 16 },
      { header: 'הודעה', width: 60 },
    ],
    rows: leads.map((l) => [
      l.name,
      l.phone,
      l.email,
      l.source,
      leadStatusMeta[l.status].label,
      formatIsraelDateTime(l.createdAt),
      l.lastCommunicationAt ? formatIsraelDateTime(l.lastCommunicationAt) : '',
      l.message,
    ]),
  }
}
