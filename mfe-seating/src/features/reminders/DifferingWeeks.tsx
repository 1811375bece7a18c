import type { ReminderWeekChange } from '@seats/contracts'
import { differingWeeksTitle, weekChangeText } from './reminder-form'

/** The coming weeks whose calls start earlier than the setting, or are skipped, each with its candle-lighting. */
export function DifferingWeeks({ weeks }: { weeks: ReminderWeekChange[] }) {
  if (weeks.length === 0) return null
  return (
    <section className="seating-card" aria-labelledby="rm-weeks-title">
      <h2 id="rm-weeks-title" className="seating-card__title">
        {differingWeeksTitle(weeks)}
      </h2>
      <p className="seating-muted">
        בשבועות האלה השעה שנקבעה מאוחרת מדי: השיחות מתחילות לפחות שעה לפני הדלקת הנרות.
      </p>
      <ul className="rm-weeks">
        {weeks.map((w) => (
          <li key={w.shabbat} className="rm-week">
            <span>
              <strong>{w.dateName}</strong>
              <span className="rm-week__day"> · {w.dayName}</span>
            </span>
            <span className={w.runsAt ? undefined : 'rm-week__skipped'}>{weekChangeText(w)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
