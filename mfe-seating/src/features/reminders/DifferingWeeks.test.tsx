// @vitest-environment jsdom
import type { ReminderWeekChange } from '@seats/contracts'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DifferingWeeks } from './DifferingWeeks'

afterEach(cleanup)

const week = (over: Partial<ReminderWeekChange>): ReminderWeekChange => ({
  shabbat: '2026-11-21',
  day: '2026-11-20',
  dateName: 'שבת פרשת ויצא',
  dayName: 'יום שישי, י׳ כסלו',
  change: 'earlier',
  runsAt: '14:57',
  candleLighting: '15:57',
  latestStart: '14:57',
  ...over,
})

describe('DifferingWeeks', () => {
  it('lists each coming week that runs earlier, with its time and candle-lighting', () => {
    render(
      <DifferingWeeks
        weeks={[
          week({}),
          week({
            shabbat: '2027-04-24',
            day: '2027-04-21',
            dateName: 'ערב פסח',
            dayName: 'יום רביעי, י״ד ניסן',
            runsAt: '17:31',
            candleLighting: '18:31',
          }),
        ]}
      />,
    )
    const card = screen.getByRole('region', { name: 'שבועות שבהם השיחות יוקדמו' })
    const items = within(card).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[1]?.textContent).toBe(
      'ערב פסח · יום רביעי, י״ד ניסןהשיחות יתחילו ב-17:31 (הדלקת נרות 18:31)',
    )
  })

  it('says a skipped week has no calls, and shows nothing when no week differs', () => {
    render(<DifferingWeeks weeks={[week({ change: 'skipped', runsAt: null })]} />)
    expect(screen.getByRole('heading', { name: 'שבועות שבהם לא נתקשר' })).toBeTruthy()
    expect(screen.getByText('לא נתקשר בשבוע הזה (הדלקת נרות 15:57)')).toBeTruthy()
    cleanup()
    const { container } = render(<DifferingWeeks weeks={[]} />)
    expect(container.textContent).toBe('')
  })
})
