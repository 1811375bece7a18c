/**
 * Who answers the landing page's leads. The phone and email are set per deployment (VITE_CONTACT_*),
 * so no made-up number is ever printed; without them the block points to the form.
 */
export interface ContactPerson {
  name: string
  role: string
  hours: string
  phone?: string
  email?: string
}

const env = import.meta.env as Record<string, string | undefined>

export const contactPerson: ContactPerson = {
  name: env.VITE_CONTACT_NAME || 'צוות מקום פנוי',
  role: 'ליווי גבאים והקמת בתי כנסת',
  hours: 'ימים א׳–ה׳, 9:00–18:00',
  phone: env.VITE_CONTACT_PHONE || undefined,
  email: env.VITE_CONTACT_EMAIL || undefined,
}
