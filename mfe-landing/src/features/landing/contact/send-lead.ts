import { api } from '@seats/sdk'
import type { LandingLeadBody } from './contact-form'

/** Public and rate-limited on the server: no token, and a refused answer never touches the session. */
export function sendLandingLead(body: LandingLeadBody): Promise<unknown> {
  return api.post('/leads', body, { token: null, recoverAuth: false })
}
