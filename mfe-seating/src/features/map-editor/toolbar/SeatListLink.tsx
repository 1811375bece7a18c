import { Icon, mapPath, Link, useLocation } from '@seats/sdk'
import { editorTexts } from '../editor-texts'
import './seat-list-link.css'

/** The seat list of this map on the same date (?date=&event= stay): /map/:id/list. */
function useSeatListPath(mapId: number): string {
  const { search } = useLocation()
  return `${mapPath(mapId)}/list${search}`
}

/** The way to the seat list for who does not use the drawn map: early in the toolbar's tab order. */
export function SeatListLink({ mapId }: { mapId: number }) {
  return (
    <Link
      to={useSeatListPath(mapId)}
      className="bp6-button bp6-minimal me-toolbar__list"
      title={editorTexts.listView}
    >
      <Icon icon="th-list" aria-hidden />
      <span className="bp6-button-text">{editorTexts.listView}</span>
    </Link>
  )
}

/** The same way in the phone's tools menu. */
export function SeatListMenuItem({ mapId }: { mapId: number }) {
  return (
    <li role="none">
      <Link to={useSeatListPath(mapId)} className="bp6-menu-item" role="menuitem">
        <Icon icon="th-list" aria-hidden />
        <span className="bp6-text-overflow-ellipsis bp6-fill">{editorTexts.listView}</span>
      </Link>
    </li>
  )
}
