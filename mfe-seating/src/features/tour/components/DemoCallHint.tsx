import { Button, Callout, useSession } from '@seats/sdk'
import { useState } from 'react'
import '../tour.css'
import { tourStorage } from '../tour-storage'
import { tourTexts } from '../tour-texts'
import { telHref, usePhoneLine } from '../use-phone-line'

/** Demo guests skip the tour; the 20-second demo needs only this: call, and watch your seat free up. */
export function DemoCallHint() {
  const { user } = useSession()
  const demo = !!user?.isDemoGuest
  const [dismissed, setDismissed] = useState(() => (user ? tourStorage.demoHintDismissed(user.id) : false))
  const phoneLine = usePhoneLine(demo && !dismissed)
  if (!user || !demo || dismissed || phoneLine.status !== 'ready') return null
  const { line } = phoneLine
  return (
    <Callout
      className="tour-demo-hint"
      intent="primary"
      icon="phone"
      title={tourTexts.demoHintTitle}
      role="status"
    >
      <p>{tourTexts.demoHint(line.display)}</p>
      <div className="tour-demo-hint__actions">
        <a className="bp6-button bp6-intent-primary" href={telHref(line)}>
          <span className="bp6-button-text">{tourTexts.callNow(line.display)}</span>
        </a>
        <Button
          variant="minimal"
          icon="cross"
          aria-label={tourTexts.dismiss}
          title={tourTexts.dismiss}
          onClick={() => {
            tourStorage.dismissDemoHint(user.id)
            setDismissed(true)
          }}
        />
      </div>
    </Callout>
  )
}
