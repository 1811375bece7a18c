import { startTestServer, type TestAuthServer } from '@seats/auth/testing'
import type { DemoResponse } from '@seats/contracts'
import { startLeads, type LeadsTestEnv } from '@seats/leads/testing'
import { send, type Reply } from '@seats/kit/testing'
import { startReporting, type ReportingTestEnv } from '@seats/reporting/testing'

export { send, type Reply } from '@seats/kit/testing'

export interface DemoSystem {
  /** Real auth, seating (consuming domain events) and reporting, on one Redis prefix and service token. */
  reporting: ReportingTestEnv
  leads: LeadsTestEnv
  /** The auth instance that knows where seating, reporting and leads are (same database as the others'). */
  auth: TestAuthServer
  seatingBase: string
  startDemo(name: string, phone: string): Promise<Reply<DemoResponse>>
  close(): Promise<void>
}

/**
 * Every service a demo touches, on free ports with fresh databases. Seating and reporting are started
 * first (they need auth's address), then one more auth instance on the same database that is told
 * where they are, as a deployment's auth is.
 */
export async function startDemoSystem(): Promise<DemoSystem> {
  const reporting = await startReporting({ seatingConsumesEvents: true })
  const leads = await startLeads({ auth: reporting.seating.auth })
  const auth = await startTestServer(
    { SEATING_URL: reporting.seating.base, REPORTING_URL: reporting.base, LEADS_URL: leads.base },
    { replicaOf: reporting.seating.auth },
  )
  return {
    reporting,
    leads,
    auth,
    seatingBase: reporting.seating.base,
    startDemo: (name, phone) =>
      send<DemoResponse>(auth.base, null, 'POST', '/api/auth/guest-demo', { name, phone }),
    async close() {
      await auth.close()
      await leads.close()
      await reporting.close()
    },
  }
}
