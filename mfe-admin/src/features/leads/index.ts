/** The leads feature's public surface: its two screens. */
export { LeadsPage } from './components/LeadsPage'
export { LeadPage } from './components/LeadPage'
export { leadStore } from './lead-store'
