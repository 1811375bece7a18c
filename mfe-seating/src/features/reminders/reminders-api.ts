import type {
  ReminderRun,
  ReminderRunDetail,
  ReminderSettingInput,
  ReminderSettingsView,
  ReminderTestCall,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's reminder endpoints. */
export const remindersApi = {
  get: (signal?: AbortSignal) => api.get<ReminderSettingsView>('/reminders', { signal }),
  save: (input: ReminderSettingInput) => api.put<ReminderSettingsView>('/reminders', input),
  runs: (signal?: AbortSignal) => api.get<ReminderRun[]>('/reminders/runs', { signal }),
  run: (id: number) => api.get<ReminderRunDetail>(`/reminders/runs/${id}`),
  testCall: () => api.post<ReminderTestCall>('/reminders/test-call', {}),
  runNow: () => api.post<ReminderRun>('/reminders/run-now', {}),
}
