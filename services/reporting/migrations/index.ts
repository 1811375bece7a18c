import type { Migration } from '@seats/kit'
import * as createReports from './20260610090000_create_reports'
import * as createReminders from './20261123090000_create_reminders'
import * as indexReportsCreatedAt from './20261123100000_index_reports_created_at'
import * as reminderCallAttempts from './20261125090000_reminder_call_attempts'
import * as deletedAccounts from './20261126090000_deleted_accounts'
import * as callOptOuts from './20261127090000_call_opt_outs'
import * as callSafety from './20261127110000_call_safety'
import * as createChanges from './20261128120000_create_changes'
import * as indexChangesByMember from './20261128140000_index_changes_by_member'
import * as createGuests from './20261128150000_create_guests'
import * as createReportLinks from './20261128170000_create_report_links'
import * as reminderSendLink from './20261128180000_reminder_send_link'
import * as createSmsLocalMessages from './20261201090000_create_sms_local_messages'
import * as reminderLateWeeks from './20261202090000_reminder_late_weeks'
import * as createLobbyScreens from './20261203090000_create_lobby_screens'
import * as createGuestMapMail from './20261204090000_create_guest_map_mail'

/** Every migration of the reporting database, by name; the kit runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20260610090000_create_reports': createReports,
  '20261123090000_create_reminders': createReminders,
  '20261123100000_index_reports_created_at': indexReportsCreatedAt,
  '20261125090000_reminder_call_attempts': reminderCallAttempts,
  '20261126090000_deleted_accounts': deletedAccounts,
  '20261127090000_call_opt_outs': callOptOuts,
  '20261127110000_call_safety': callSafety,
  '20261128120000_create_changes': createChanges,
  '20261128140000_index_changes_by_member': indexChangesByMember,
  '20261128150000_create_guests': createGuests,
  '20261128170000_create_report_links': createReportLinks,
  '20261128180000_reminder_send_link': reminderSendLink,
  '20261201090000_create_sms_local_messages': createSmsLocalMessages,
  '20261202090000_reminder_late_weeks': reminderLateWeeks,
  '20261203090000_create_lobby_screens': createLobbyScreens,
  '20261204090000_create_guest_map_mail': createGuestMapMail,
}
