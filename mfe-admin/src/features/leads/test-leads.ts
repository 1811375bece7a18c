import type { Communication, Lead } from '@seats/contracts'

/** A lead as GET /api/leads answers it, for tests. */
export function buildLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 1,
    name: 'יוסף מזרחי',
    phone: '050-1234567',
    email: 'yosef@example.com',
    message: 'אשמח לשמוע פרטים',
    source: 'דף נחיתה',
    status: 'new',
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  }
}

export function buildCommunication(overrides: Partial<Communication> = {}): Communication {
  return {
    id: 1,
    leadId: 1,
    type: 'call',
    content: 'שיחה ראשונה',
    createdAt: '2026-01-11T09:00:00.000Z',
    ...overrides,
  }
}
