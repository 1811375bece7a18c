import { areas } from './areas/areas.kind'
import { displays } from './displays/displays.kind'
import { elements } from './elements/elements.kind'
import { MapPartsPage } from './MapPartsPage'

/** /displays: a map's print layouts; the first prints by default, a large map splits into several. */
export function DisplaysPage() {
  return <MapPartsPage kind={displays} />
}

/** /elements: the fixed items drawn on a map (ark, bimah, entrance…), with the map drawn beside the list. */
export function ElementsPage() {
  return <MapPartsPage kind={elements} />
}

/** /areas: the parts of the hall households ask seats in (men's, women's, balcony), none overlapping. */
export function AreasPage() {
  return <MapPartsPage kind={areas} />
}
