export { callSafetyAdminRouter } from './call-safety-admin.routes'
export { remindersRepo } from './reminders.repo'
export { remindersInternalRouter, remindersRouter } from './reminders.routes'
export { createRemindersService } from './reminders.service'
export type { RemindersService } from './reminders.service'
export { remindersDeps } from './reminders.setup'
export { synagogueCities } from './synagogue-city'
export {
  DEFAULT_CITY,
  REMINDER_CITIES,
  candleLighting,
  isReminderCity,
  isRestDay,
  israelHm,
  israelInstant,
} from './reminder-calendar'
export { localBehaviours } from './telephony'
export type { LocalBehaviour, ReminderConversation, TelephonyProvider } from './telephony'
export type { YemotReminderCalls } from './yemot-reminder-calls'
