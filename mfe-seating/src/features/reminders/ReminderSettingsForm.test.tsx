// @vitest-environment jsdom
import { ApiError, toast } from '@seats/sdk'
import { DEFAULT_REMINDER_TEXT, type ReminderSettingsView } from '@seats/contracts'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReminderSettingsForm } from './ReminderSettingsForm'
import { remindersApi } from './reminders-api'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const view: ReminderSettingsView = {
  setting: {
    enabled: true,
    weekday: 5,
    hour: 10,
    minute: 0,
    audience: 'all',
    personIds: [],
    dateTarget: 'shabbat',
    city: 'jerusalem',
    text: DEFAULT_REMINDER_TEXT,
    sendLink: false,
    lateWeeks: 'earlier',
  },
  saved: true,
  nextRun: null,
  differingWeeks: [],
  cities: [
    { name: 'jerusalem', label: 'ירושלים' },
    { name: 'haifa', label: 'חיפה' },
  ],
  runNowEnabled: false,
  callsSimulated: false,
  dailyCallCap: 200,
}

function renderForm(onSaved = vi.fn()) {
  render(
    <ReminderSettingsForm view={view} persons={[]} onSaved={onSaved}>
      {null}
    </ReminderSettingsForm>,
  )
  return onSaved
}

describe('ReminderSettingsForm', () => {
  it('saves the setting, says so and hands the saved view on', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '')
    const saved = { ...view, setting: { ...view.setting, city: 'haifa' } }
    const save = vi.spyOn(remindersApi, 'save').mockResolvedValue(saved)
    const onSaved = renderForm()
    await userEvent.selectOptions(screen.getByLabelText('עיר (לזמן הדלקת הנרות)'), 'haifa')
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ city: 'haifa', weekday: 5 }))
    expect(success).toHaveBeenCalledWith('הגדרת התזכורות נשמרה')
  })

  it('an empty text is named before sending, in the contracts’ words', async () => {
    const save = vi.spyOn(remindersApi, 'save')
    renderForm()
    await userEvent.clear(screen.getByLabelText('נוסח השיחה'))
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    expect(await screen.findByText('יש לכתוב את נוסח התזכורת')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })

  it('a week whose time is too late runs earlier by default; the warden may skip it instead', async () => {
    const save = vi.spyOn(remindersApi, 'save').mockResolvedValue(view)
    vi.spyOn(toast, 'success').mockImplementation(() => '')
    renderForm()
    const group = screen.getByRole('radiogroup', { name: 'בשבוע שבו השעה מאוחרת מדי' })
    expect(group).toBeTruthy()
    expect((screen.getByLabelText('להקדים לשעה המאוחרת האפשרית') as HTMLInputElement).checked).toBe(true)
    await userEvent.click(screen.getByLabelText('לדלג על אותו שבוע'))
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ lateWeeks: 'skip' })))
  })

  it('takes any minute: 15:07 is saved as it is', async () => {
    const save = vi.spyOn(remindersApi, 'save').mockResolvedValue(view)
    vi.spyOn(toast, 'success').mockImplementation(() => '')
    renderForm()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'שעה' }), '15')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'דקה' }), '7')
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ hour: 15, minute: 7 })))
  })

  it('a field the server refuses shows beside it, and in the failure toast', async () => {
    const failure = vi.spyOn(toast, 'error').mockImplementation(() => '')
    const unknown = 'עיר לא מוכרת'
    vi.spyOn(remindersApi, 'save').mockRejectedValue(
      new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים', [{ field: 'city', message: unknown }]),
    )
    const onSaved = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'שמירה' }))
    expect(await screen.findByText(unknown)).toBeTruthy()
    expect(failure).toHaveBeenCalledWith('ההגדרה לא נשמרה', unknown)
    expect(onSaved).not.toHaveBeenCalled()
  })
})
