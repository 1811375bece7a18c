import { PRODUCT_NAME } from '@seats/contracts'
import { routeTitle } from './route-registry'

/** 'מקום פנוי | התחברות', or the product name alone without a title (seed §2). */
export const titled = (title: string | null | undefined): string =>
  title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME

/** The title of a route: its manifest's title, or the product name alone for routes without one. */
export function pageTitleFor(path: string): string {
  return titled(routeTitle(path))
}

export function applyPageTitle(path: string = window.location.pathname): void {
  document.title = pageTitleFor(path)
}
