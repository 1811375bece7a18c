// @vitest-environment jsdom
import { DEFAULT_REMINDER_TEXT, type ReminderSettingsView } from '@seats/contracts'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NextRun } from './NextRun'

afterEach(cleanup)

const view = (runNowEnabled: boolean): ReminderSettingsView => ({
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
  cities: [{ name: 'jerusalem', label: 'ירושלים' }],
  runNowEnabled,
  callsSimulated: false,
  dailyCallCap: 200,
})

const RUN_NOW = 'הרצה עכשיו (פיתוח)'

describe('NextRun', () => {
  it('offers no development run when the server says run-now is off', () => {
    render(<NextRun view={view(false)} refusal={null} onRunNow={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'ההרצה הבאה' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: RUN_NOW })).toBeNull()
  })

  it('offers the development run when the server says run-now is on, and runs it', async () => {
    const onRunNow = vi.fn().mockResolvedValue(undefined)
    render(<NextRun view={view(true)} refusal={null} onRunNow={onRunNow} />)
    await userEvent.click(screen.getByRole('button', { name: RUN_NOW }))
    expect(onRunNow).toHaveBeenCalledTimes(1)
  })

  it('says when this week starts earlier than set, and when every week is skipped', () => {
    const moved: ReminderSettingsView = {
      ...view(false),
      nextRun: {
        display: 'יום שישי 14:57, י׳ כסלו',
        day: '2026-11-20',
        startsAt: '2026-11-20T12:57:00.000Z',
        shabbat: '2026-11-21',
        candleLighting: '15:57',
        stopsAt: '15:27',
        latestStart: '14:57',
        earlier: true,
      },
    }
    const { unmount } = render(<NextRun view={moved} refusal={null} onRunNow={vi.fn()} />)
    expect(screen.getByText('יום שישי 14:57, י׳ כסלו')).toBeTruthy()
    expect(screen.getByText(/השעה שנקבעה מאוחרת מדי בשבוע הזה/)).toBeTruthy()
    unmount()
    render(<NextRun view={view(false)} refusal={null} onRunNow={vi.fn()} />)
    expect(screen.getByText(/מאוחרת מדי בכל שבוע/)).toBeTruthy()
    expect(screen.queryByText('התזכורות כבויות.')).toBeNull()
  })
})
