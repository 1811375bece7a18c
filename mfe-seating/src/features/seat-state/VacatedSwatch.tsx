import { Icon } from '@seats/sdk'
import './vacated-seats.css'

/** The legend's swatch for a vacated seat. */
export function VacatedSwatch() {
  return (
    <i className="sv-swatch" aria-hidden>
      <Icon icon="airplane" size={9} />
    </i>
  )
}
