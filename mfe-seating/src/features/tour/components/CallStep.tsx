import { Spinner } from '@seats/sdk'
import { tourTexts } from '../tour-texts'
import { telHref, type PhoneLineLoad } from '../use-phone-line'

/** The text with the number kept whole and left to right inside the Hebrew sentence. */
function withNumber(body: (display: string) => string, display: string): React.ReactNode {
  const [before, after] = body('\u0000').split('\u0000')
  return (
    <>
      {before}
      <bdi dir="ltr" className="tour-call__number">
        {display}
      </bdi>
      {after}
    </>
  )
}

interface CallStepProps {
  body: (display: string) => string
  phoneLine: PhoneLineLoad
}

/**
 * The last step: the number to call, with a tel: link for a phone. The user calls from the phone they
 * registered with (demo guests, whose phone the demo asks for, get no tour).
 */
export function CallStep({ body, phoneLine }: CallStepProps) {
  if (phoneLine.status === 'loading')
    return (
      <div className="tour-call__loading">
        <Spinner size={16} /> {tourTexts.phoneLoading}
      </div>
    )
  if (phoneLine.status === 'failed') return <p className="tour-call__error">{tourTexts.phoneUnavailable}</p>
  const { line } = phoneLine

  return (
    <div className="tour-call">
      <p>{withNumber(body, line.display)}</p>
      <a className="bp6-button bp6-intent-success bp6-large tour-call__dial" href={telHref(line)}>
        <span className="bp6-button-text">{tourTexts.callNow(line.display)}</span>
      </a>
      <p className="tour-call__waiting">
        <span className="tour-call__pulse" aria-hidden /> {tourTexts.waitingForCall}
      </p>
    </div>
  )
}
