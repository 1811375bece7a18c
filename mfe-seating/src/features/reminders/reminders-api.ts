import type {
  PhoneVerification,
  ReminderRun,
  ReminderRunDetail,
  ReminderSettingInput,
  ReminderSettingsView,
  ReminderTestCall,
  VerificationCodeSent,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's reminder endpoints. */
export const remindersApi = {
  get: (signal?: AbortSignal) => api.get<ReminderSettingsView>('/reminders', { signal }),
  save: (input: ReminderSettingInput) => api.put<ReminderSettingsView>('/reminders', input),
  runs: (signal?: AbortSignal) => api.get<ReminderRun[]>('/reminders/runs', { signal }),
  run: (id: number) => api.get<ReminderRunDetail>(`/reminders/runs/${id}`),
  phoneVerification: (signal?: AbortSignal) =>
    api.get<PhoneVerification>('/reminders/phone-verification', { signal }),
  sendCode: () => api.post<VerificationCodeSent>('/reminders/phone-verification/code', {}),
  verifyPhone: (code: string) => api.post<PhoneVerification>('/reminders/phone-verification', { code }),
  testCall: () => api.post<ReminderTestCall>('/reminders/test-call', {}),
  runNow: () => api.post<ReminderRun>('/reminders/run-now', {}),
}
