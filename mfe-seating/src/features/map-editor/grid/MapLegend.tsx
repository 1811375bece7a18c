import { VacatedSwatch } from '../../seat-state'
import { editorTexts } from '../editor-texts'

/**
 * What the map's colours and marks mean; for the eye only (a reader hears each cell described). The
 * accessible seat's mark only on a map that has one.
 */
export function MapLegend({ accessible = false }: { accessible?: boolean }) {
  return (
    <ul className="me-legend" aria-hidden>
      <li>
        <VacatedSwatch />
        {editorTexts.vacatedSeat}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--seat" />
        {editorTexts.emptySeat}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--seat me-cell--taken" />
        {editorTexts.takenSeat}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--seat me-cell--taken me-cell--shared" />
        {editorTexts.sharedSeat}
      </li>
      <li>
        <i className="me-legend__swatch me-legend__swatch--multi" />
        {editorTexts.multiSeats}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--aisle" />
        {editorTexts.aisle}
      </li>
      <li>
        <i className="me-legend__swatch me-cell--blocked" />
        {editorTexts.blocked}
      </li>
      {accessible ? (
        <li>
          <i className="me-legend__swatch me-legend__swatch--accessible">♿</i>
          {editorTexts.accessibleSeat}
        </li>
      ) : null}
    </ul>
  )
}
