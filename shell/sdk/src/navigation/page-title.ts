import { PRODUCT_NAME } from '@seats/contracts'
import { routeTitle } from './route-registry'

/** 'מקום פנוי | התחברות', or the product name alone for routes without a title (seed §2). */
export function pageTitleFor(path: string): string {
  const title = routeTitle(path)
  return title ? `${PRODUCT_NAME} | ${title}` : PRODUCT_NAME
}

export function applyPageTitle(path: string = window.location.pathname): void {
  document.title = pageTitleFor(path)
}
