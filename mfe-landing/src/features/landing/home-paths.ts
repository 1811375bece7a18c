export const HOME_PATH = '/'
export const OPINIONS_PATH = '/opinions'

/** The home page's paths ('/opinions' opens it scrolled to the testimonials). */
export function isHomePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === HOME_PATH || path === OPINIONS_PATH
}
