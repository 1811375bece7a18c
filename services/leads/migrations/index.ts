import type { Migration } from '@seats/kit'
import * as createLeads from './20260701090000_create_leads'
import * as createCommunications from './20260701090100_create_communications'
import * as addLeadRequestKey from './20261127180000_add_lead_request_key'

/** Every migration of the leads database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20260701090000_create_leads': createLeads,
  '20260701090100_create_communications': createCommunications,
  '20261127180000_add_lead_request_key': addLeadRequestKey,
}
