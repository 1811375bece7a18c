import { Icon, mapPath, Link, useLocation } from '@seats/sdk'
import { seatListTexts as texts } from './seat-list-texts'

/** Back to the map on the same date (?date=&event= stay). */
export function BackToMap({ mapId }: { mapId: number }) {
  const { search } = useLocation()
  return (
    <Link to={`${mapPath(mapId)}${search}`} className="bp6-button bp6-outlined sl-back">
      <Icon icon="arrow-right" aria-hidden />
      <span className="bp6-button-text">{texts.backToMap}</span>
    </Link>
  )
}
