import type { Migration } from '@seats/kit'
import * as createAccounts from './20260602090000_create_accounts'
import * as createMaps from './20260602090100_create_maps'
import * as createPersons from './20260602090200_create_persons'
import * as createSeatAssignments from './20260602090300_create_seat_assignments'
import * as createDisplays from './20260602090400_create_displays'
import * as createElements from './20260602090500_create_elements'
import * as createEvents from './20260602090600_create_events'
import * as createOutbox from './20260602090700_create_outbox'
import * as createDeletedAccounts from './20261124200000_create_deleted_accounts'
import * as addPersonGender from './20261126090000_add_person_gender'
import * as addMapSeatNumbering from './20261127230000_add_map_seat_numbering'
import * as createMapAreas from './20261129110000_create_map_areas'
import * as createSeasons from './20261129120000_create_seasons'
import * as createHouseholds from './20261129120100_create_households'
import * as createSeasonRequests from './20261129120200_create_season_requests'
import * as createSeasonPayments from './20261129140000_create_season_payments'

/** Every migration of the seating database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20260602090000_create_accounts': createAccounts,
  '20260602090100_create_maps': createMaps,
  '20260602090200_create_persons': createPersons,
  '20260602090300_create_seat_assignments': createSeatAssignments,
  '20260602090400_create_displays': createDisplays,
  '20260602090500_create_elements': createElements,
  '20260602090600_create_events': createEvents,
  '20260602090700_create_outbox': createOutbox,
  '20261124200000_create_deleted_accounts': createDeletedAccounts,
  '20261126090000_add_person_gender': addPersonGender,
  '20261127230000_add_map_seat_numbering': addMapSeatNumbering,
  '20261129110000_create_map_areas': createMapAreas,
  '20261129120000_create_seasons': createSeasons,
  '20261129120100_create_households': createHouseholds,
  '20261129120200_create_season_requests': createSeasonRequests,
  '20261129140000_create_season_payments': createSeasonPayments,
}
