import type { Migration } from '@seats/kit'
import * as createReports from './20260610090000_create_reports'
import * as indexReportsCreatedAt from './20261123100000_index_reports_created_at'

/** Every migration of the reporting database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20260610090000_create_reports': createReports,
  '20261123100000_index_reports_created_at': indexReportsCreatedAt,
}
