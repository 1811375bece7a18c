import { Button } from '@seats/sdk'
import type { ReminderSettingsView } from '@seats/contracts'
import { RefusalNote } from './RefusalNote'
import type { Refusal } from './use-reminder-actions'

/** When the next run is, when it stops for Shabbat, and (in development) a run now. */
export function NextRun(props: {
  view: ReminderSettingsView
  refusal: Refusal | null
  onRunNow: () => Promise<void>
}) {
  const { nextRun, runNowEnabled } = props.view
  return (
    <section className="rm-card" aria-labelledby="rm-next-title">
      <h2 id="rm-next-title" className="rm-card__title">
        ההרצה הבאה
      </h2>
      {nextRun ? (
        <>
          <p className="rm-next">{nextRun.display}</p>
          {nextRun.candleLighting ? (
            <p className="rm-muted">
              הדלקת נרות {nextRun.candleLighting}; השיחות נעצרות ב-{nextRun.stopsAt}, ומי שלא הספקנו להתקשר
              אליו לא יקבל שיחה.
            </p>
          ) : null}
        </>
      ) : (
        <p className="rm-muted">התזכורות כבויות.</p>
      )}
      {runNowEnabled ? (
        <Button icon="play" text="הרצה עכשיו (פיתוח)" onClick={() => void props.onRunNow()} />
      ) : null}
      <RefusalNote refusal={props.refusal} action="run" />
    </section>
  )
}
