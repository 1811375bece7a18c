import { Button } from '@seats/sdk'
import type { ReminderSettingsView } from '@seats/contracts'
import { RefusalNote } from './RefusalNote'
import type { Refusal } from './use-reminder-actions'

/** When the next run is (moved earlier when that week needs it), when it stops for Shabbat, and (in development) a run now. */
export function NextRun(props: {
  view: ReminderSettingsView
  refusal: Refusal | null
  onRunNow: () => Promise<void>
}) {
  const { nextRun, runNowEnabled, setting } = props.view
  return (
    <section className="seating-card" aria-labelledby="rm-next-title">
      <h2 id="rm-next-title" className="seating-card__title">
        ההרצה הבאה
      </h2>
      {nextRun ? (
        <>
          <p className="rm-next">{nextRun.display}</p>
          {nextRun.earlier ? (
            <p className="seating-muted">
              השעה שנקבעה מאוחרת מדי בשבוע הזה, ולכן השיחות יתחילו בשעה המאוחרת האפשרית: שעה לפני הדלקת הנרות.
            </p>
          ) : null}
          {nextRun.candleLighting ? (
            <p className="seating-muted">
              הדלקת נרות {nextRun.candleLighting}; השיחות נעצרות ב-{nextRun.stopsAt}, ומי שלא הספקנו להתקשר
              אליו לא יקבל שיחה.
            </p>
          ) : null}
        </>
      ) : setting.enabled ? (
        <p className="seating-muted">
          בשנה הקרובה השעה שנקבעה מאוחרת מדי בכל שבוע, וההגדרה היא לדלג: לא נתקשר. בחרו שעה מוקדמת יותר או
          הקדמה לשעה המאוחרת האפשרית.
        </p>
      ) : (
        <p className="seating-muted">התזכורות כבויות.</p>
      )}
      {runNowEnabled ? (
        <Button icon="play" text="הרצה עכשיו (פיתוח)" onClick={() => void props.onRunNow()} />
      ) : null}
      <RefusalNote refusal={props.refusal} action="run" />
    </section>
  )
}
